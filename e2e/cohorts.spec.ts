import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { e2eDatabase } from '../playwright.config';
import { formatDay } from '../lib/dates';
import { istDay } from './cohort-data';
import { startOwnServer } from './own-server';
import { shoot } from './practice-support';

// Issue 24 as the school and its visitors meet it, on a server of its own (its own database, and
// e-mail to a local SMTP server): B1 with no cohort on sale; an admin schedules and publishes
// Cohort 14; a visitor sees it, its tier price, the countdown and the switch; the last seat of a
// batch of one; the waitlist; the admin invites it and the e-mail links to the checkout.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const port = Number(process.env.E2E_PORT ?? 3100) + 9;
const base = `http://localhost:${port}`;
const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-cohorts.db');
const ist = (s: string) => new Date(s + '+05:30');
const mails: string[] = [];
/** The waitlist confirmation e-mails to Nisha (issue 47). */
const confirmMails = () =>
  mails.filter((m) => /^To: .*nisha@example\.com/im.test(m) && m.includes('/waitlist/confirm?'));
let smtp: SMTPServer;
let server: ChildProcess;

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

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function signInAsAdmin(page: Page) {
  const email = `admin-${Date.now()}@example.com`;
  await page.goto(`${base}/log-in`);
  const res = await page.request.post(`${base}/api/account/sign-up`, {
    data: { fullName: 'Priya Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: base },
  });
  expect(res.ok()).toBe(true);
  sql(`UPDATE "User" SET role = 'admin' WHERE email = ?`, email);
  await page.context().clearCookies();
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin%2Fcourses`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin/courses');
}

/** A visitor in a browser of their own (another person, no shared cookies). */
async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
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
        mails.push(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
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
});

test.afterAll(async () => {
  server?.kill();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
});

test('B1 with no cohort on sale: the waitlist, no Enrol Now, and the checkout refuses', async ({
  browser,
}) => {
  const page = await visitor(browser, 390);
  await page.goto(`${base}/intermediate-course`);
  const card = page.getByRole('region', { name: 'Next cohort' }).first();
  await expect(card.getByTestId('no-cohort')).toHaveText('Dates to be announced');
  await expect(card.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enrol Now' })).toHaveCount(0);
  await axe(page, 'B1 without a cohort at 390');
  await card.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Full name')).toBeVisible();
  await axe(page, 'waitlist dialog at 390');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`${base}/checkout?course=b1`);
  await expect(page.getByTestId('no-cohort')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to your details' })).toHaveCount(0);
  const res = await page.request.post(`${base}/api/enrolments`, {
    headers: { origin: base },
    data: {
      course: 'b1',
      batch: 1,
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      consent: true,
    },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).error.message).toMatch(/^Enrolment for this course is closed/);
  expect(sql(`SELECT id FROM "Enrolment"`)).toHaveLength(0);
  await page.context().close();
});

test('an admin schedules B1 Cohort 14 and publishes it; another browser sells it at the tier price, with the countdown and the switch', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Schedule next cohort of French B1 Level' }).click();
  await expect(page.getByLabel('Cohort number')).toHaveValue('14');
  await page.getByLabel('Start date').fill(istDay(20));
  await page.getByLabel('End date').fill(istDay(104));
  await page.getByLabel('Last day to enrol').fill(istDay(20));
  await page.getByLabel('List price (₹)').fill('29999');
  const prices = page.getByLabel('Price (₹)', { exact: true });
  const days = page.getByLabel('Valid until');
  while ((await prices.count()) < 2) await page.getByRole('button', { name: 'Add a tier' }).click();
  while ((await prices.count()) > 2) {
    await page
      .getByRole('button', { name: /^Remove tier/ })
      .last()
      .click();
  }
  await prices.nth(0).fill('19999');
  await days.nth(0).fill(istDay(1));
  await prices.nth(1).fill('24999');
  await days.nth(1).fill(istDay(10));
  // The 7:00-9:30 AM batch takes one learner (the last-seat test below).
  await page.getByLabel('Capacity').first().fill('1');
  await axe(page, 'schedule next cohort');
  await shoot(page, testInfo, 'admin-schedule-cohort');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/admin\/courses\/[^/?]+\?saved=/);
  await expect(page.getByText('Cohort 14').first()).toBeVisible();
  const [row] = sql<{ status: string; listPricePaise: number }>(
    `SELECT status, "listPricePaise" FROM "Cohort" WHERE course = 'b1' AND number = 14`,
  );
  expect(row).toEqual({ status: 'published', listPricePaise: 2_999_900 });

  // Someone else, in another browser: Cohort 14 at ₹19,999 (33% off), the tier ends tomorrow.
  const other = await visitor(browser);
  await other.goto(`${base}/intermediate-course`);
  const card = other.getByRole('region', { name: 'Cohort 14' }).first();
  await expect(card.getByTestId('price')).toHaveText('₹19,999');
  await expect(card.getByTestId('discount')).toHaveText('33% off');
  await expect(card.getByTestId('countdown')).toContainText('Price increase in');
  await expect(other.getByRole('link', { name: 'Enrol Now' }).first()).toBeVisible();
  // The landing page's 'Upcoming batch details' has it at once, the page itself unchanged.
  await other.goto(`${base}/`);
  const upcoming = other.getByTestId('upcoming-starts');
  await expect(
    upcoming.getByRole('link', { name: 'French B1 Level (Intermediate Course)' }),
  ).toHaveAttribute('href', '/intermediate-course');
  await expect(upcoming).toContainText(
    `French B1 Level (Intermediate Course): next cohort starts ${formatDay(istDay(20))}`,
  );
  await other.context().close();

  // Under a clock a minute before the tier ends: the card switches to the next tier, no reload.
  const later = await visitor(browser);
  await later.clock.install({ time: ist(`${istDay(1)}T23:58:55`) });
  await later.goto(`${base}/intermediate-course`);
  const live = later.getByRole('region', { name: 'Cohort 14' }).first();
  await expect(live.getByTestId('price')).toHaveText('₹19,999');
  await later.clock.pauseAt(ist(`${istDay(1)}T23:59:55`));
  await later.clock.runFor(10_000);
  await expect(live.getByTestId('price')).toHaveText('₹24,999');
  await expect(live.getByTestId('discount')).toHaveText('16% off');
  await later.context().close();

  // The checkout sells it at the tier price and stores that amount.
  const buyer = await visitor(browser);
  await buyer.goto(`${base}/checkout?course=b1&batch=2`);
  await expect(buyer.getByTestId('checkout-price')).toHaveText('₹19,999');
  await buyer.getByRole('button', { name: 'Continue to your details' }).click();
  await fillDetails(buyer, 'meera@example.com', '9876500001');
  const [stored] = sql<{ amountPaise: number; cohort: string }>(
    `SELECT "amountPaise", cohort FROM "Enrolment" WHERE email = 'meera@example.com'`,
  );
  expect(stored).toEqual({ amountPaise: 1_999_900, cohort: '14' });
  await buyer.context().close();
});

async function fillDetails(page: Page, email: string, phone: string) {
  await page.getByLabel('Full name').fill('Meera Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test('a visitor takes the last seat of a batch of one; the next sees it Full and joins the waitlist', async ({
  browser,
}, testInfo) => {
  const first = await visitor(browser);
  await first.goto(`${base}/checkout?course=b1&batch=0`);
  await expect(first.getByRole('radio', { name: /7:00-9:30 AM/ })).toBeChecked();
  await expect(first.getByTestId('seats-0')).toHaveText('1 seat left');
  await first.getByRole('button', { name: 'Continue to your details' }).click();
  await fillDetails(first, 'kabir@example.com', '9876500002');
  await first.context().close();

  const next = await visitor(browser, 390);
  await next.goto(`${base}/intermediate-course`);
  const full = next.getByTestId('batch-0').getByRole('button');
  await expect(full).toContainText('Full');
  await full.scrollIntoViewIfNeeded();
  await shoot(next, testInfo, 'b1-batch-full-390');
  await full.click();
  const dialog = next.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Nisha Verma');
  await dialog.getByLabel('Email').fill('nisha@example.com');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9876500003');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    dialog.getByText(/press the button to confirm your place on the waitlist for French B1 Level/),
  ).toBeVisible();
  await axe(next, 'waitlist thank-you at 390');
  // One short e-mail asks her address to confirm it, with nothing she typed (issue 47).
  await expect.poll(() => confirmMails().length, { timeout: 30_000 }).toBe(1);
  expect(confirmMails()[0]).not.toMatch(/Nisha|Verma|9876500003/);
  // The checkout will not sell the full batch either.
  await next.goto(`${base}/checkout?course=b1&batch=0`);
  await expect(next.getByRole('radio', { name: /7:00-9:30 AM/ })).toBeDisabled();
  await expect(next.getByTestId('seats-0')).toHaveText('Full');
  await next.context().close();

  const [lead] = sql<{ kind: string; course: string; details: string }>(
    `SELECT kind, course, details FROM "Lead" WHERE email = 'nisha@example.com'`,
  );
  expect(lead).toEqual({ kind: 'waitlist', course: 'b1', details: JSON.stringify({ slot: 0 }) });
});

test('the admin invites the waitlist once her address confirmed it: one e-mail with a link to the checkout, once', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto(`${base}/admin/courses/waitlist/b1`);
  await expect(page.getByText('nisha@example.com')).toBeVisible();
  // Not confirmed yet: shown as such, and there is nobody to invite.
  await expect(page.getByRole('cell', { name: 'Not confirmed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite the waitlist' })).toBeDisabled();
  await axe(page, 'waitlist page');

  // She opens the link of her e-mail on her phone: the page confirms nothing until she presses
  // the button (by keyboard); opening it again says it is done.
  const link = confirmMails()[0]!.match(/http:\/\/\S+\/waitlist\/confirm\?token=[\w-]{43}/)![0];
  const her = await visitor(browser, 390);
  await her.goto(link);
  await axe(her, 'waitlist confirmation page at 390');
  await shoot(her, testInfo, 'waitlist-confirm-390');
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Not confirmed' })).toBeVisible();
  await her.getByRole('button', { name: 'Confirm my address' }).focus();
  await her.keyboard.press('Enter');
  await expect(her.getByText(/your address is confirmed/)).toBeFocused();
  await axe(her, 'waitlist confirmed at 390');
  await shoot(her, testInfo, 'waitlist-confirmed-390');
  await her.goto(link);
  await expect(her.getByText(/already confirmed for the French B1 Level waitlist/)).toBeVisible();
  await her.context().close();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Confirmed', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Invite the waitlist' }).click();
  // To her (the office's alert about her waitlist request names her too), the invitation.
  const toHer = (m: string) =>
    /^To: .*nisha@example\.com/im.test(m) && m.includes('/checkout?course=b1');
  await expect.poll(() => mails.filter(toHer).length, { timeout: 30_000 }).toBe(1);
  const mail = mails.find(toHer)!;
  // Her preferred slot is full: the batches with seats instead, each with its own link.
  expect(mail).toContain('Your preferred batch, 7:00-9:30 AM IST, has no free seat now.');
  expect(mail).toContain(`${base}/checkout?course=b1&batch=1`);
  expect(mail).not.toContain('batch=0');
  // Nobody is left to invite: the button is off (the action itself invites once: jest).
  await page.goto(`${base}/admin/courses/waitlist/b1`);
  await expect(page.getByRole('button', { name: 'Invite the waitlist' })).toBeDisabled();
  expect(sql(`SELECT "leadId" FROM "WaitlistInvite"`)).toHaveLength(1);
  expect(mails.filter(toHer)).toHaveLength(1);

  // She is on the Invited list: when, to which cohort, by whom.
  const invited = page.getByRole('region', { name: 'Invited' });
  await expect(invited.getByRole('link', { name: 'Nisha Verma' })).toBeVisible();
  await expect(invited.getByText(/Invited .* IST to Cohort 14 by Priya Office/)).toBeVisible();
  // A seat opens in her batch (the office raises its capacity): the admin invites her again, by
  // keyboard, and the page comes back to her row.
  sql(
    `UPDATE "Batch" SET capacity = 2 WHERE slot = 0 AND "cohortId" IN (SELECT id FROM "Cohort" WHERE course = 'b1' AND number = 14)`,
  );
  await page.reload();
  await invited.getByRole('button', { name: /^Invite again\W+Nisha Verma$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invited again: they get one e-mail')).toBeVisible();
  expect(page.url()).toMatch(/#invited-/);
  await axe(page, 'waitlist page after Invite again');
  await shoot(page, testInfo, 'waitlist-invited-again');
  const again = (m: string) => toHer(m) && m.includes('has seats.');
  await expect.poll(() => mails.filter(again).length, { timeout: 30_000 }).toBe(1);
  const second = mails.find(again)!;
  expect(second).toContain('Your preferred batch, 7:00-9:30 AM IST, has seats.');
  expect(second).toContain(`Enrol here: ${base}/checkout?course=b1&batch=0`);
  expect(mails.filter(toHer)).toHaveLength(2);
  // The batch is back to one seat, full, for the tests below.
  sql(
    `UPDATE "Batch" SET capacity = 1 WHERE slot = 0 AND "cohortId" IN (SELECT id FROM "Cohort" WHERE course = 'b1' AND number = 14)`,
  );
});

for (const width of [390, 1440]) {
  test(`the new pages and dialogs at ${width} px: axe-clean, nothing wider than the screen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const fits = async (label: string) => {
      const wide = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        const clipped = (e: Element) => {
          for (let a = e.parentElement; a; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible') return true;
          }
          return false;
        };
        return [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > w + 1 && !clipped(e))
          .slice(0, 5)
          .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`);
      });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${label} scrolls sideways (${wide.join(', ')})`,
      ).toBeLessThanOrEqual(width);
    };

    await page.goto(`${base}/intermediate-course`);
    await page.getByTestId('batch-0').getByRole('button').click();
    await expect(page.getByRole('dialog').getByLabel('Full name')).toBeVisible();
    await axe(page, `B1 waitlist dialog ${width}`);
    await fits('B1 with the dialog');
    await shoot(page, testInfo, `waitlist-dialog-${width}`);
    await page.keyboard.press('Escape');
    await page.goto(`${base}/checkout?course=b1`);
    await axe(page, `checkout with a full batch ${width}`);
    await fits('checkout');

    await signInAsAdmin(page);
    // Cohort 13 (ended 26 Sep 2025) is folded away under the table; Enter opens it.
    const b1 = page.getByRole('region', { name: 'French B1 Level (Intermediate Course)' });
    const ended = b1.getByText('Ended cohorts (1)');
    await expect(b1.getByRole('link', { name: 'Cohort 13' })).toBeHidden();
    await ended.focus();
    await page.keyboard.press('Enter');
    await expect(b1.getByRole('link', { name: 'Cohort 13' })).toBeVisible();
    await expect(b1.getByRole('listitem').filter({ hasText: 'Cohort 13' })).toContainText('Ended');
    await axe(page, `/admin/courses ${width}`);
    await fits('/admin/courses');
    await shoot(page, testInfo, `admin-courses-${width}`);
    await page
      .getByRole('link', { name: /Cohort 14/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/courses\/[^/]+$/);
    await axe(page, `cohort page ${width}`);
    await fits('cohort page');
    await shoot(page, testInfo, `admin-cohort-${width}`);
    await page.goto(`${base}/admin/courses/waitlist/b1`);
    await axe(page, `waitlist page ${width}`);
    await fits('waitlist page');
    await shoot(page, testInfo, `admin-waitlist-${width}`);
  });
}
