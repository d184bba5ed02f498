import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { e2eDatabase, e2eTransferDetails } from '../playwright.config';
import { istDay, sellCohort } from './cohort-data';
import { startOwnServer } from './own-server';
import { shoot } from './practice-support';

// Issue 52, where learners come from and a checkout left half-way: a visitor lands on B1's page
// from an Instagram campaign link, browses and writes from Contact Us; another, from the same
// link, leaves at the payment step, gets a reminder (caught by a local SMTP server) whose link
// opens the payment step in another browser, and stops the reminders in one click; staff see both
// on 'instagram / b1-jan' in the funnel and the reminder in the enrolment's history (axe, no
// sideways scroll, screenshots).

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const port = Number(process.env.E2E_PORT ?? 3100) + 31;
const base = `http://localhost:${port}`;
const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-funnel.db');
const landing = `${base}/intermediate-course?utm_source=instagram&utm_campaign=b1-jan`;
const mails: string[] = [];
let smtp: SMTPServer;
let server: ChildProcess;
let reference = '';
let learnerEmail = '';

function sql<T>(query: string, ...args: unknown[]): T[] {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const st = db.prepare(query);
    return st.reader ? (st.all(...args) as T[]) : (st.run(...args), []);
  } finally {
    db.close();
  }
}

/** A quoted-printable mail body as text (soft breaks joined, =XX bytes decoded as UTF-8). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Axe, no sideways scroll and a screenshot at each width. */
async function look(page: Page, testInfo: TestInfo, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await axe(page, `${name} at ${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, testInfo, `${name}-${width}`);
  }
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      stream.on('end', () => {
        mails.push(decoded(text));
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
      UNPAID_SEATS_PER_ADDRESS: '1000',
      UNPAID_SEATS_PER_ADDRESS_DAY: '0',
      SPAM_MIN_FILL_MS: '0',
      ...e2eTransferDetails,
    },
    { quiet: true },
  );
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

test('a visitor from an Instagram campaign link browses and writes; the lead keeps where the visit came from', async ({
  page,
}) => {
  // The first pages of a server just started (its caches cold) while the suite's server also runs.
  test.setTimeout(90_000);
  const email = `meera-${Date.now()}@example.com`;
  await page.goto(landing);
  await expect(page.getByText('Cohort 14').first()).toBeVisible();
  await page.goto(`${base}/faqs`);
  await page.goto(`${base}/ContactUs`);
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Course and batch details' }).click();
  await form.getByLabel('Message').fill('When does the next B1 batch start?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  const [lead] = sql<Record<string, string | null>>(
    `SELECT "utmSource", "utmCampaign", "utmMedium", "landingPage", "referrerHost" FROM "Lead" WHERE "email" = ?`,
    email,
  );
  expect(lead).toEqual({
    utmSource: 'instagram',
    utmCampaign: 'b1-jan',
    utmMedium: null,
    landingPage: '/intermediate-course',
    referrerHost: null,
  });
  // No cookie carries it.
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.value).join(' ')).not.toContain('instagram');
});

test('another leaves at the payment step, gets a reminder, and its link resumes the payment in another browser', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  learnerEmail = `rohan-${Date.now()}@example.com`;
  await page.goto(landing);
  await page
    .getByRole('link', { name: /7:00-9:30 PM/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await page.getByLabel('Full name').fill('Rohan Mehta');
  await page.getByLabel('Email').fill(learnerEmail);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  reference = (await page
    .getByText(/^FS-[A-Z0-9]{8}$/)
    .first()
    .textContent())!;
  const [row] = sql<Record<string, string | null>>(
    `SELECT "utmSource", "utmCampaign", "landingPage" FROM "Enrolment" WHERE "reference" = ?`,
    reference,
  );
  expect(row).toEqual({
    utmSource: 'instagram',
    utmCampaign: 'b1-jan',
    landingPage: '/intermediate-course',
  });
  // The visitor leaves; an hour passes (the quote moved back by 61 minutes).
  const iso = (ms: number) => new Date(ms).toISOString();
  sql(
    `UPDATE "Enrolment" SET "quotedAt" = ?, "quoteExpiresAt" = ? WHERE "reference" = ?`,
    iso(Date.now() - 61 * 60_000),
    iso(Date.now() - 31 * 60_000),
    reference,
  );
  await expect
    .poll(() => mails.filter((m) => m.includes(`To: ${learnerEmail}`)).length, {
      timeout: 100_000,
      intervals: [2_000],
    })
    .toBe(1);
  const mail = mails.find((m) => m.includes(`To: ${learnerEmail}`))!;
  await testInfo.attach('reminder.eml', { body: mail, contentType: 'text/plain' });
  expect(mail).toContain(
    'You started enrolling in French B1 Level (Intermediate Course), Cohort 14',
  );
  expect(mail).toContain(reference);
  expect(mail).toContain("today's price for this batch is ₹19,999");
  expect(mail).toContain('The batch has 15 seats left.');
  const resume = /(http:\/\/\S+\/checkout\/resume\?t=\S+)/.exec(mail)![1]!;
  const stop = /(http:\/\/\S+\/checkout\/no-more-reminders\?t=\S+)/.exec(mail)![1]!;

  // Another browser: the link's button opens the payment step there.
  const other = await freshPage(browser);
  await other.goto(resume);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Finish paying for your enrolment' }),
  ).toBeVisible();
  await look(other, testInfo, 'resume', [390, 1440]);
  await other.getByRole('button', { name: 'Continue to payment' }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(other).toHaveURL(`${base}/detail-verification/payment?ref=${reference}`);
  await expect(other.getByText(reference).first()).toBeVisible();
  await expect(other.getByTestId('amount-due')).toHaveText('₹19,999');
  // A stranger with a forged link gets nothing.
  const stranger = await freshPage(browser);
  await stranger.goto(`${base}/checkout/resume?t=${reference}.9999999999.${'0'.repeat(64)}`);
  await expect(stranger.getByText('This link does not work.')).toBeVisible();
  // Nor does the payment step's own address, or its old one, open for them.
  for (const url of [
    `${base}/detail-verification/payment?ref=${reference}`,
    `${base}/detail-verification?ref=${reference}`,
  ]) {
    await stranger.goto(url);
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Enrolment details are private' }),
    ).toBeVisible();
    await expect(stranger.getByRole('heading', { level: 1, name: 'Payment' })).toHaveCount(0);
  }

  // 'No more reminders': opening the link records nothing; the button does, once.
  const stopper = await freshPage(browser);
  await stopper.goto(stop);
  await expect(stopper.getByRole('button', { name: 'No more reminders' })).toBeVisible();
  expect(
    sql<{ s: string | null }>(
      `SELECT "remindersStoppedAt" AS s FROM "Enrolment" WHERE "reference" = ?`,
      reference,
    )[0]!.s,
  ).toBeNull();
  await look(stopper, testInfo, 'no-more-reminders', [360, 1440]);
  await stopper.getByRole('button', { name: 'No more reminders' }).click();
  // The answer, not the page's introduction (which says what the button will do).
  await expect(
    stopper.getByText(
      `Done: we will send no more payment reminders to the e-mail address of enrolment ${reference}.`,
    ),
  ).toBeVisible();
  expect(
    sql<{ s: string | null }>(
      `SELECT "remindersStoppedAt" AS s FROM "Enrolment" WHERE "reference" = ?`,
      reference,
    )[0]!.s,
  ).not.toBeNull();
});

test('staff see both under instagram / b1-jan in the funnel, and the reminder in the enrolment’s history', async ({
  page,
}, testInfo) => {
  // A sign-up, the funnel, and axe and a screenshot at four widths: over a minute on a busy host.
  test.setTimeout(150_000);
  const email = `office-${Date.now()}@example.com`;
  const res = await page.request.post(`${base}/api/account/sign-up`, {
    data: { fullName: 'Priya Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: base },
  });
  expect(res.ok()).toBe(true);
  sql(`UPDATE "User" SET role = 'staff' WHERE email = ?`, email);
  await page.context().clearCookies();
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('link', { name: 'Funnel', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  const line = page.getByRole('row', { name: /instagram \/ b1-jan/ });
  await expect(line).toHaveCount(1);
  const cells = line.getByRole('cell');
  // Period, then enquiries, started, started per enquiry, paid, paid per started, revenue, wait.
  await expect(cells.nth(1)).toHaveText('1');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('100%');
  await expect(cells.nth(4)).toHaveText('0');
  // By month and source, by keyboard through the filters.
  await page.getByRole('combobox', { name: 'By' }).selectOption('month');
  await page.getByRole('combobox', { name: 'Lines' }).selectOption('source');
  await page.getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(page).toHaveURL(/period=month&by=source/);
  await expect(page.getByRole('row', { name: /^.*instagram/ })).toHaveCount(1);
  await look(page, testInfo, 'funnel', [360, 390, 768, 1440]);

  await page.goto(`${base}/admin/enrolments/${reference}`);
  await expect(page.getByText(/Checkout reminder 1 of 2 e-mailed/)).toBeVisible();
  await expect(page.getByText(/Asked for no more checkout reminders/)).toBeVisible();
});
