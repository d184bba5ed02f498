import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { e2eDatabase } from '../playwright.config';
import { startOwnServer } from './own-server';

// Issue 48, part C, as an admin meets it, on a server of its own whose SMTP server is down: the
// system page (by keyboard, axe, 360 and 1440 px) shows the failing e-mail; once it has failed for
// over an hour every back-office page shows the banner; when SMTP is back the admins' alert
// e-mail arrives, and the problem clears.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-system.db');
const shots = path.join(__dirname, '..', 'test-results', 'system');
const adminEmail = `admin-system-${Date.now()}@example.com`;
const mails: string[] = [];
let port = 0;
let base = '';
let smtpPort = 0;
let smtp: SMTPServer | undefined;
let server: ChildProcess;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
  });
}

function sql<T>(query: string, ...args: unknown[]): T[] {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const statement = db.prepare(query);
    return statement.reader ? (statement.all(...args) as T[]) : (statement.run(...args), []);
  } finally {
    db.close();
  }
}

/** A time as the app stores it in SQLite (ISO 8601, so it compares as the app's own values). */
const stored = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
  // Nothing listens there yet: every e-mail fails with "connection refused" until the test starts
  // the SMTP server on that port.
  smtpPort = await freePort();
  port = await freePort();
  base = `http://localhost:${port}`;
  server = await startOwnServer(
    port,
    {
      SITE_URL: base,
      DATABASE_URL: `file:${dbFile}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'office@example.com',
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SPAM_MIN_FILL_MS: '0',
    },
    { quiet: true },
  );
});

test.afterAll(async () => {
  server?.kill();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
});

async function signInAsAdmin(page: Page) {
  await page.goto(`${base}/log-in`);
  const res = await page.request.post(`${base}/api/account/sign-up`, {
    data: {
      fullName: 'Asha Admin',
      email: adminEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    headers: { origin: base },
  });
  expect(res.ok()).toBe(true);
  sql(`UPDATE "User" SET role = 'admin' WHERE email = ?`, adminEmail);
  await page.context().clearCookies();
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(adminEmail);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
}

test('the system page shows an e-mail failing, by keyboard, at 1440 and 360 px', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // A visitor's message: its staff e-mail and the visitor's reply cannot go (SMTP is down).
  const lead = await page.request.post(`${base}/api/form/leaveUsAMessage`, {
    headers: { origin: base },
    data: {
      name: 'Meera Iyer',
      email: 'meera.system@example.com',
      subject: '',
      purpose: 'General enquiry',
      message: 'Do you have evening batches for A2?',
      contactingFor: 'Leave us a message',
    },
  });
  expect(lead.status()).toBe(201);
  await expect
    .poll(
      () =>
        sql<{ n: number }>(`SELECT count(*) AS n FROM "Outbox" WHERE "lastError" IS NOT NULL`)[0]!
          .n,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);

  await signInAsAdmin(page);
  // From the inbox to the system page by keyboard.
  const link = page.getByRole('link', { name: 'System', exact: true });
  for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/system');
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();

  const outbox = page.getByRole('region', { name: 'E-mail outbox' });
  await expect(outbox).toContainText('Failures, last 24 hours2');
  await expect(outbox).toContainText('lead-staff');
  await expect(outbox).toContainText('lead-reply');
  await expect(outbox).toContainText('ECONNREFUSED'); // the error, for the admin
  await expect(outbox).not.toContainText('meera.system@example.com');
  // Not an hour yet: nothing needs attention, and no banner.
  await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText('Nothing');
  await expect(page.getByTestId('system-alerts')).toHaveCount(0);
  const database = page.getByRole('region', { name: 'Database' });
  await expect(database).toContainText('SQLite');
  await expect(database).toContainText(/All \d+ of this build’s are applied/);
  await expect(page.getByRole('region', { name: /Instances/ })).toContainText(
    'this page’s instance',
  );
  await expect(page.getByRole('region', { name: 'Background jobs' })).toContainText(
    'The instance heartbeat',
  );
  await axe(page, 'system page at 1440');
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(shots, 'system-1440.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await axe(page, 'system page at 360');
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(shots, 'system-360.png'), fullPage: true });
  await context.close();
});

test('after an hour of failing the banner shows, and with SMTP back the alert e-mail arrives', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  // As if the visitor's e-mail had been written, and failing, for two hours.
  sql(
    `UPDATE "Outbox" SET "createdAt" = ? WHERE "topic" = 'lead-staff'`,
    stored(Date.now() - 2 * 3_600_000),
  );
  const form = async () => {
    await page.goto(`${base}/log-in?callbackUrl=%2Fadmin%2Ffeedback`);
    const f = page.getByRole('form', { name: 'Sign In' });
    await f.getByLabel('Email').fill(adminEmail);
    await f.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await f.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/admin/feedback');
  };
  await form();
  // Any back-office page: the banner (each instance looks again after 20 seconds).
  const banner = page.getByRole('region', { name: 'Problems with the site' });
  await expect(async () => {
    await page.reload();
    await expect(banner).toContainText('E-mail has been failing for 2 hours', { timeout: 1000 });
  }).toPass({ timeout: 40_000, intervals: [2_000] });
  await expect(banner).toContainText('What to do:');
  await expect(banner).not.toContainText('ECONNREFUSED');
  await expect(banner.getByRole('link', { name: 'Open the system page' })).toBeVisible();
  await axe(page, 'banner at 390');
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(shots, 'banner-390.png'), fullPage: true });
  // The look that found it queued the admins' e-mail; it cannot go yet.
  await expect
    .poll(
      () => sql<{ n: number }>(`SELECT count(*) AS n FROM "Outbox" WHERE "topic" = 'alert'`)[0]!.n,
    )
    .toBe(1);
  expect(sql<{ day: string; cause: string }>(`SELECT "day", "cause" FROM "AlertMail"`)).toEqual([
    expect.objectContaining({ cause: 'mail' }),
  ]);

  // SMTP is back. The outbox retries on its back-off; here the next try is now.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
  sql(`UPDATE "Outbox" SET "nextAttemptAt" = ? WHERE "status" = 'pending'`, stored(Date.now()));
  await expect
    .poll(() => mails.find((m) => m.includes('E-mail has been failing')), { timeout: 45_000 })
    .toBeTruthy();
  const alert = mails.find((m) => m.includes('E-mail has been failing'))!;
  expect(alert).toContain(`To: ${adminEmail}`);
  expect(alert).toMatch(/Subject: \[French School\] E-mail has been failing for 2 hours/);
  expect(alert).toContain(`${base}/admin/system`);
  expect(alert).not.toContain('ECONNREFUSED');
  // The visitor's e-mail went too, so nothing needs attention any more.
  await expect
    .poll(
      () => sql<{ n: number }>(`SELECT count(*) AS n FROM "Outbox" WHERE "status" != 'sent'`)[0]!.n,
      {
        timeout: 30_000,
      },
    )
    .toBe(0);
  await page.goto(`${base}/admin/system`);
  await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText('Nothing');
  await context.close();
});
