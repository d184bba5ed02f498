import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Browser tests run in Chromium against the production build (scripts/e2e.mjs builds it when the
 * sources changed). CHROMIUM_PATH picks a browser; else Debian's /usr/bin/chromium; else the one
 * Playwright installed (a newcomer's laptop).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const executablePath = candidates.find((p): p is string => !!p && existsSync(p));
export const e2eDatabase = path.join(__dirname, 'data', 'e2e.db');
/** Test-only UPI and bank details the e2e server pays to (not the school's; README, Configuration). */
export const e2eTransferDetails = {
  SCHOOL_UPI_ID: 'e2e.test@okaxis',
  SCHOOL_UPI_PAYEE: 'E2E Test Payee',
  SCHOOL_BANK_ACCOUNT_NAME: 'E2E Test Payee',
  SCHOOL_BANK_ACCOUNT_NUMBER: '123456789012',
  SCHOOL_BANK_IFSC: 'TEST0E2E001',
  SCHOOL_BANK_NAME: 'E2E Test Bank',
};
/** The e2e server's output, copied to a file so a test can read the server log. */
export const e2eServerLog = path.join(__dirname, 'test-results', 'e2e-server.log');

export default defineConfig({
  testDir: './e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds jest's summary.
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/getYoutubeData`,
    reuseExistingServer: false,
    timeout: 120_000,
    // One JSON line per request: read in test-results/e2e-server.log (E2E_SERVER_LOG), not here.
    stdout: 'ignore',
    env: {
      PORT: String(port),
      DATABASE_URL: `file:${e2eDatabase}`,
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      // Every test browser enrols from 127.0.0.1.
      UNPAID_SEATS_PER_ADDRESS: '1000',
      UNPAID_SEATS_PER_ADDRESS_DAY: '0',
      UNPAID_TRANSFERS_PER_ADDRESS: '1000',
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      // A real minimum fill time, so the clock-skew test means something; fillForm waits it out.
      SPAM_MIN_FILL_MS: '1000',
      NEXT_TELEMETRY_DISABLED: '1',
      E2E_SERVER_LOG: e2eServerLog,
      // Turns on the test-only route that fails to render (app/(site)/e2e-render-error).
      E2E_RENDER_ERROR: '1',
      // Turns on the test-only probe regenerated at run time (app/api/e2e/revalidate).
      E2E_REVALIDATE: '1',
      // The school's transfer details are unset in content/checkout.ts until it sets them; the
      // payment step shows UPI and bank transfer only with them (lib/payments/transfer-details.ts).
      // Made-up test values, so the transfer path runs end to end.
      ...e2eTransferDetails,
    },
  },
});
