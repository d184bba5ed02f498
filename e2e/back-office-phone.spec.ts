import { expect, test, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { istDay, sellCohort } from './cohort-data';
import { expectNoAxeViolations, shoot } from './practice-support';

// Issue 49, the back office on a phone: every back-office page, with rows in its tables (a cohort
// with tiers and batches, a roster with a long e-mail address, a waitlist), at 390 px scrolls
// no page sideways, keeps each row's actions and amounts on screen and an e-mail address on whole
// lines; axe-clean at 390 and 1440 px, with a screenshot at each.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const stamp = Date.now();
const COHORT = 'e2e-b2-49';
const LONG_EMAIL = `anjali.venkataraman.subramaniam.${stamp}@example-learners.co.in`;
const enrolment = { id: `e2e-phone-${stamp}`, reference: `FS-PH${String(stamp).slice(-6)}` };
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

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** The course's cohorts on sale before this test, put back on sale after it. */
let published: string[] = [];

test.beforeAll(() => {
  published = sql<{ id: string }>(
    `SELECT "id" FROM "Cohort" WHERE "course" = 'b2' AND "status" = 'published'`,
  ).map((r) => r.id);
  batchId = sellCohort({
    course: 'b2',
    number: 49,
    start: istDay(40),
    end: istDay(150),
    enrolUntil: istDay(40),
    listPriceRupees: 39999,
    tiers: [{ priceRupees: 34999, lastDay: istDay(10) }],
    capacities: [12, 12, 0, 12],
  })[0]!;
  const now = Date.now();
  sql(
    `INSERT INTO "Enrolment" ("id", "reference", "course", "cohort", "batch", "cohortId", "batchId", "fullName", "email", "phone", "amountPaise", "mrpPaise", "quotedAt", "quoteExpiresAt", "status", "paidAt", "ipHash", "createdAt", "updatedAt")
     VALUES (?, ?, 'b2', '49', 0, ?, ?, 'Anjali Venkataraman Subramaniam', ?, '+91 9000000049', 3499900, 3999900, ?, ?, 'paid', ?, 'e2e-phone', ?, ?)`,
    enrolment.id,
    enrolment.reference,
    COHORT,
    batchId,
    LONG_EMAIL,
    iso(now - 3_600_000),
    iso(now - 1_800_000),
    iso(now - 3_000_000),
    iso(now - 3_600_000),
    iso(now - 3_000_000),
  );
  sql(
    `INSERT INTO "Lead" ("id", "kind", "status", "name", "email", "phone", "course", "details", "createdAt", "updatedAt")
     VALUES (?, 'waitlist', 'new', 'Karthikeyan Ramaswamy', ?, '+91 9000000149', 'b2', '{"slot":3}', ?, ?)`,
    `e2e-phone-w-${stamp}`,
    `karthikeyan.ramaswamy.${stamp}@example-waitlist.co.in`,
    iso(now),
    iso(now),
  );
});

test.afterAll(() => {
  sql(`UPDATE "Cohort" SET "status" = 'closed' WHERE "id" = ?`, COHORT);
  for (const id of published) sql(`UPDATE "Cohort" SET "status" = 'published' WHERE "id" = ?`, id);
});

async function signInAsAdmin(page: Page, callback: string) {
  const email = `admin-phone-${stamp}@example.com`;
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: 'Asha Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  sql(`UPDATE "User" SET "role" = 'admin' WHERE "email" = ?`, email);
  await page.context().clearCookies();
  await page.goto(`/log-in?callbackUrl=${encodeURIComponent(callback)}`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${callback}`);
}

/** Every element that draws outside the viewport (its right edge past it), named for the failure. */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main button, main a, main td, main input, main select')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > w + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });

async function look(page: Page, testInfo: TestInfo, label: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      client: document.scrollingElement!.clientWidth,
    }));
    expect(scroll, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(client);
    expect(await offScreen(page), `${label}: off screen at ${width}px`).toEqual([]);
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    await shoot(page, testInfo, `${label}-${width}`);
  }
}

test('every back-office page fits a 390 px phone, its tables as stacked rows', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, '/admin/courses');
  const pages: [string, string][] = [
    ['/admin/courses', 'courses'],
    [`/admin/courses/${COHORT}`, 'cohort'],
    [`/admin/courses/${COHORT}/batches/${batchId}`, 'batch'],
    ['/admin/courses/waitlist/b2', 'waitlist'],
    ['/admin', 'inbox'],
    [`/admin/enrolments/${enrolment.reference}`, 'enrolment'],
    ['/admin/people', 'people'],
    ['/admin/system', 'system'],
  ];
  for (const [path, label] of pages) {
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await look(page, testInfo, label);
  }

  // The roster and the waitlist at 390 px: each row stacked, the e-mail address on whole lines
  // (no more than two), the amount on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/courses/${COHORT}`);
  const cell = page.getByRole('cell', { name: LONG_EMAIL });
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  const lineHeight = await cell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height, 'the e-mail address wraps letter by letter').toBeLessThanOrEqual(
    3 * lineHeight + 8,
  );
  // The amount and each Remove are within the phone's width (scrolled to, not sideways).
  for (const target of [
    page.getByRole('cell', { name: '₹34,999' }),
    page.getByRole('button', { name: 'Remove tier 1' }),
    page.getByRole('button', { name: 'Remove batch 4' }),
  ]) {
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport();
    const r = (await target.boundingBox())!;
    expect(r.x + r.width).toBeLessThanOrEqual(390);
  }
});
