import { expect, test, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { istDay, sellCohort } from './cohort-data';
import { expectNoAxeViolations, shoot } from './practice-support';

// Issue 47 as staff meet it: a batch of two seats is held by a stranger's made-up transfer and an
// unpaid quote; the batch's page lists both with their age and a 'Release seat' each; staff
// release the transfer's seat by keyboard (the seat is free again, the learner's hold is recorded
// as released), then hold it again from the enrolment's page. Axe-clean, no sideways scroll from
// 360 to 1440 px.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const COHORT = 'e2e-b2-47';
const HOUR = 3_600_000;
const stamp = Date.now();
const transfer = { id: `e2e-hold-t-${stamp}`, reference: `FS-HT${String(stamp).slice(-6)}` };
const quote = { id: `e2e-hold-q-${stamp}`, reference: `FS-HQ${String(stamp).slice(-6)}` };
let batchId = '';

function sql<T>(query: string, ...args: unknown[]): T[] {
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const st = db.prepare(query);
    return st.reader ? (st.all(...args) as T[]) : (st.run(...args), []);
  } finally {
    db.close();
  }
}

/** An instant as Prisma keeps it on SQLite (ISO text, compared as text by its queries). */
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

function unpaid(
  e: { id: string; reference: string },
  name: string,
  status: string,
  extra: { quoteExpiresAt: number; holdExpiresAt: number | null; createdAt: number },
) {
  sql(
    `INSERT INTO "Enrolment" ("id", "reference", "course", "cohort", "batch", "cohortId", "batchId", "fullName", "email", "phone", "amountPaise", "mrpPaise", "quotedAt", "quoteExpiresAt", "status", "holdExpiresAt", "ipHash", "createdAt", "updatedAt")
     VALUES (?, ?, 'b2', '47', 0, ?, ?, ?, ?, '+91 9000000047', 3499900, 3499900, ?, ?, ?, ?, 'e2e-stranger', ?, ?)`,
    e.id,
    e.reference,
    COHORT,
    batchId,
    name,
    `${e.id}@example.com`,
    iso(extra.createdAt),
    iso(extra.quoteExpiresAt),
    status,
    extra.holdExpiresAt === null ? null : iso(extra.holdExpiresAt),
    iso(extra.createdAt),
    iso(extra.createdAt),
  );
}

async function signInAsStaff(page: Page, callback: string) {
  const email = `staff-holds-${stamp}@example.com`;
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: 'Meera Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  sql(`UPDATE "User" SET "role" = 'staff' WHERE "email" = ?`, email);
  await page.context().clearCookies();
  await page.goto(`/log-in?callbackUrl=${encodeURIComponent(callback)}`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${callback}`);
}

/** Axe-clean and no sideways scroll at each width; a screenshot at each. */
async function look(page: Page, testInfo: TestInfo, label: string) {
  for (const width of [360, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
    await shoot(page, testInfo, `${label}-${width}`);
  }
}

const holdOf = (id: string) =>
  sql<{ holdExpiresAt: string | null; holdReleasedAt: string | null }>(
    `SELECT "holdExpiresAt", "holdReleasedAt" FROM "Enrolment" WHERE "id" = ?`,
    id,
  )[0]!;

test.beforeAll(() => {
  batchId = sellCohort({
    course: 'b2',
    number: 47,
    start: istDay(60),
    end: istDay(170),
    enrolUntil: istDay(60),
    listPriceRupees: 34999,
    capacities: [2],
  })[0]!;
  const now = Date.now();
  // A transfer reported two hours ago (its hold runs 46 more hours), and a quote of 10 minutes.
  unpaid(transfer, 'Stranger One', 'awaiting_confirmation', {
    createdAt: now - 2 * HOUR - 600_000,
    quoteExpiresAt: now - 2 * HOUR + 1_200_000,
    holdExpiresAt: now + 46 * HOUR,
  });
  sql(
    `INSERT INTO "Payment" ("id", "enrolmentId", "method", "providerPaymentId", "amountPaise", "status", "createdAt", "updatedAt")
     VALUES (?, ?, 'upi_transfer', ?, 3499900, 'awaiting_confirmation', ?, ?)`,
    `${transfer.id}-p`,
    transfer.id,
    `E2E${stamp}`,
    iso(now - 2 * HOUR),
    iso(now - 2 * HOUR),
  );
  unpaid(quote, 'Stranger Two', 'pending_payment', {
    createdAt: now - 600_000,
    quoteExpiresAt: now + 1_200_000,
    holdExpiresAt: null,
  });
});

test('staff see a batch’s unpaid holds with their age, release one by keyboard and hold it again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const batchPage = `/admin/courses/${COHORT}/batches/${batchId}`;
  await signInAsStaff(page, batchPage);
  const holds = page.getByRole('region', { name: 'Seats held unpaid' });
  await expect(holds.getByRole('listitem')).toHaveCount(2);
  await expect(holds.getByRole('listitem').first()).toContainText('Transfer reported');
  await expect(holds.getByRole('listitem').first()).toContainText('held since 2 h ago');
  await expect(holds.getByRole('listitem').nth(1)).toContainText('Price quote, not paid');
  await look(page, testInfo, 'batch-holds');

  // By keyboard: Tab from the first hold's learner link to its button, then Enter.
  await holds.getByRole('link', { name: 'Stranger One' }).focus();
  const release = holds.getByRole('button', { name: /Release seat\s*: Stranger One/ });
  for (let i = 0; i < 6 && !(await release.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(release).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/saved=seat_released/);
  await expect(
    page.getByText('Seat released: a reported transfer’s learner is e-mailed.'),
  ).toBeVisible();
  await expect(holds.getByRole('listitem')).toHaveCount(1);
  await expect(holds).not.toContainText('Stranger One');
  expect(holdOf(transfer.id).holdReleasedAt).not.toBeNull();

  // The enrolment's page: the seat is released; hold it again for 48 hours.
  await page.goto(`/admin/enrolments/${transfer.reference}`);
  await expect(page.getByText(/Released .*: it holds no seat/)).toBeVisible();
  await look(page, testInfo, 'enrolment-hold');
  await page.getByLabel('Extend the hold by').selectOption('48');
  await page.getByRole('button', { name: 'Hold the seat again' }).click();
  await page.waitForURL(/saved=hold_extended/);
  const held = holdOf(transfer.id);
  expect(held.holdReleasedAt).toBeNull();
  expect(Date.parse(held.holdExpiresAt!)).toBeGreaterThan(Date.now() + 47 * HOUR);
  await page.goto(batchPage);
  await expect(holds.getByRole('listitem')).toHaveCount(2);
});
