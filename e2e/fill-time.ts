import type { Page } from '@playwright/test';

/**
 * The e2e server files a form sent within a second of being shown as spam (SPAM_MIN_FILL_MS=1000
 * in playwright.config.ts). The lead forms measure that time in the browser with
 * performance.now(), which Playwright's clock drives: a test installs the clock before it opens
 * the page and moves it on here, instead of sleeping.
 */
export async function waitOutFillTime(page: Page) {
  await page.clock.fastForward(1_100);
}
