import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { e2eDatabase } from '../playwright.config';
import { formatDay } from '../lib/dates';
import { istDay, sellCohort } from './cohort-data';
import { startOwnServer } from './own-server';
import { shoot } from './practice-support';

// Issue 52, an answer within a minute: a visitor comes to B1's page, writes from Contact Us, and
// the school's reply (caught by a local SMTP server) names Cohort 14's start and today's price;
// staff see the lead's wait in the inbox (axe, screenshots at 390 and 1440 px).

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const port = Number(process.env.E2E_PORT ?? 3100) + 23;
const base = `http://localhost:${port}`;
const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-auto-reply.db');
const mails: string[] = [];
let smtp: SMTPServer;
let server: ChildProcess;

function sql(query: string, ...args: unknown[]) {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(query).run(...args);
  } finally {
    db.close();
  }
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(
          text
            .replace(/=\r?\n/g, '')
            .replace(/=E2=82=B9/g, '₹')
            .replace(/=3D/g, '='),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startOwnServer(
    port,
    {
      SITE_URL: base,
      DATABASE_URL: `file:${dbFile}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'office@example.com',
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      SPAM_MIN_FILL_MS: '0',
    },
    { quiet: true },
  );
  // B1's Cohort 14 on sale: ₹19,999 until its tier ends in 30 days
  sellCohort(
    {
      course: 'b1',
      number: 14,
      start: istDay(40),
      end: istDay(120),
      enrolUntil: istDay(40),
      listPriceRupees: 29_999,
      tiers: [{ priceRupees: 19_999, lastDay: istDay(30) }],
      capacities: [15, 15, 15, 15, 15],
    },
    dbFile,
  );
});

test.afterAll(async () => {
  server?.kill();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
});

test('a visitor who came to B1’s page writes to the school and gets its reply within a minute', async ({
  page,
}, testInfo) => {
  const email = `meera-${Date.now()}@example.com`;
  await page.goto(`${base}/intermediate-course?utm_source=instagram&utm_campaign=b1-jan`);
  await expect(page.getByText('Cohort 14').first()).toBeVisible();
  await page.goto(`${base}/ContactUs`);
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Course and batch details' }).click();
  await form
    .getByLabel('Message')
    .fill('When does the next B1 batch start, and what does it cost?');
  await form.getByRole('checkbox').check();
  const sentAt = Date.now();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

  const reply = await expect
    .poll(() => mails.find((m) => m.includes(`To: ${email}`)) ?? '', { timeout: 60_000 })
    .not.toBe('')
    .then(() => mails.find((m) => m.includes(`To: ${email}`))!);
  expect(Date.now() - sentAt).toBeLessThan(60_000);
  expect(reply).toContain('Subject: We have your message (Gurugram French School)');
  expect(reply).toContain(`- Next cohort: Cohort 14, starting ${formatDay(istDay(40))}.`);
  expect(reply).toContain(`- Price today: ₹19,999, until ${formatDay(istDay(30))}.`);
  expect(reply).toContain(`${base}/intermediate-course`);
  expect(reply).toContain(`${base}/request-a-callback?course=b1`);
  expect(reply).not.toContain('Meera');
  await testInfo.attach('reply.eml', { body: reply, contentType: 'text/plain' });
});

test('staff see how long each new lead has waited, in office hours', async ({ page }, testInfo) => {
  const email = `staff-${Date.now()}@example.com`;
  await page.goto(`${base}/log-in`);
  const res = await page.request.post(`${base}/api/account/sign-up`, {
    data: { fullName: 'Priya Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: base },
  });
  expect(res.ok()).toBe(true);
  sql(`UPDATE "User" SET role = 'staff' WHERE email = ?`, email);
  // a lead from three working days ago, still unanswered
  sql(
    `INSERT INTO "Lead" ("id", "kind", "status", "name", "email", "details", "createdAt", "updatedAt")
     VALUES ('e2e-late-lead', 'callback', 'new', 'Kabir Singh', 'kabir@example.com', '{}', ?, ?)`,
    new Date(Date.now() - 5 * 86_400_000).toISOString().replace('Z', '+00:00'),
    new Date(Date.now() - 5 * 86_400_000).toISOString().replace('Z', '+00:00'),
  );
  await page.context().clearCookies();
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  const late = page.getByRole('link', { name: /Kabir Singh/ });
  await expect(late).toContainText(/waiting \d+ h/);
  await expect(late).toContainText('past the 1 h target');
  await expect(page.getByRole('link', { name: /Meera Rao/ })).toContainText(/waiting \d+ min/);
  await expect(page.getByText(/Waits count office hours only/)).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await axe(page, `inbox at ${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, testInfo, `inbox-${width}`);
  }
});
