import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { e2eDatabase } from '../playwright.config';
import { classTimeText } from '../lib/classes/plan';
import { istDay, sellCohort } from './cohort-data';
import { expectNoAxeViolations, shoot } from './practice-support';

// Issue 49 as the office meets it: an admin gives a cohort of two batches a holiday range by
// keyboard (cancel its classes), then a second one whose classes are pushed with the end date
// following; both batches' timetables follow, a paid learner's calendar feed (ical.js) shows the
// cancelled classes and the pushed ones, and gets one e-mail per holiday. Cancelling a class asks
// first (Escape answers no) and the page comes back to that class. Axe, 390 and 1440 px.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const COHORT = 'e2e-a2-49';
let batches: Record<number, string> = {};
let learner = '';

type Row = { id: string; day: string; startsAt: number; endsAt: number; status: string };

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

const sessionsOf = (batchId: string): Row[] =>
  sql<Omit<Row, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }>(
    `SELECT "id", "day", "startsAt", "endsAt", "status" FROM "ClassSession" WHERE "batchId" = ? ORDER BY "startsAt"`,
    batchId,
  ).map((r) => ({ ...r, startsAt: Date.parse(r.startsAt), endsAt: Date.parse(r.endsAt) }));
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
const when = (s: Row) =>
  classTimeText({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) });

async function signUpAndIn(page: Page, email: string, name: string, callback: string) {
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: name, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  return async () => {
    await page.context().clearCookies();
    await page.goto(`/log-in?callbackUrl=${encodeURIComponent(callback)}`);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**${callback}`);
  };
}

async function look(page: Page, testInfo: TestInfo, label: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
    await shoot(page, testInfo, `${label}-${width}`);
  }
}

async function feedOf(page: Page) {
  await page.goto('/dashboard');
  const address = await page.getByLabel('Your private calendar address').inputValue();
  const res = await page.request.get(new URL(address).pathname);
  expect(res.status()).toBe(200);
  return new ICAL.Component(ICAL.parse(await res.text()))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
}

const mailsTo = (to: string) =>
  sql<{ subject: string; text: string }>(
    `SELECT "subject", "text" FROM "Outbox" WHERE "to" = ? AND "topic" = 'class-change' ORDER BY "createdAt"`,
    to,
  );

async function newPage(browser: Browser, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Fills the holiday form by keyboard and answers its question yes. */
async function addHoliday(
  admin: Page,
  h: { first: string; last: string; reason: string; push: boolean },
) {
  const form = admin.getByRole('region', { name: 'Holidays' });
  await form.getByLabel('First day').fill(h.first);
  await form.getByLabel('Last day').fill(h.last);
  await form.getByLabel(/What it is/).fill(h.reason);
  const option = form.getByLabel(h.push ? /^Push them/ : /^Cancel them/);
  await option.focus();
  await admin.keyboard.press('Space');
  await expect(option).toBeChecked();
  if (h.push) {
    await form.getByLabel(/move the course’s end date later/).focus();
    await admin.keyboard.press('Space');
  }
  await form.getByRole('button', { name: 'Add the holiday', exact: true }).focus();
  await admin.keyboard.press('Enter');
  await expect(form.getByText(/^Add this holiday\?/)).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Yes, add the holiday' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await admin.waitForURL(/saved=holiday#holidays$/);
  await expect(form.getByRole('button', { name: 'Add the holiday', exact: true })).toBeVisible();
}

test.beforeAll(() => {
  // Started three days ago, Monday to Saturday, for six weeks; two batches (7:00 and 10:00).
  batches = sellCohort({
    course: 'a2',
    number: 49,
    start: istDay(-3),
    end: istDay(40),
    enrolUntil: istDay(20),
    listPriceRupees: 29_999,
    capacities: [15, 15],
  });
});

test('an admin adds two holidays; both batches’ timetables and the learner’s feed follow', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await newPage(browser);
  const email = `holidays-admin-${Date.now()}@example.com`;
  const adminIn = await signUpAndIn(admin, email, 'Priya Office', `/admin/courses/${COHORT}`);
  sql(`UPDATE "User" SET "role" = 'admin' WHERE "email" = ?`, email);
  await adminIn();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await admin.waitForURL(/saved=cohort_published/);
  const before = [0, 1].map((slot) => sessionsOf(batches[slot]!));
  expect(before[0]!.length).toBeGreaterThan(30);

  // The learner of the morning batch, paid, with the feed as it was.
  const page = await newPage(browser);
  learner = `holidays-learner-${Date.now()}@example.com`;
  const learnerIn = await signUpAndIn(page, learner, 'Asha Verma', '/dashboard');
  await learnerIn();
  const [user] = sql<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, learner);
  const now = Date.now();
  sql(
    `INSERT INTO "Enrolment" ("id", "reference", "course", "cohort", "batch", "cohortId", "batchId", "fullName", "email", "phone", "amountPaise", "mrpPaise", "quotedAt", "quoteExpiresAt", "status", "userId", "paidAt", "createdAt", "updatedAt")
     VALUES (?, ?, 'a2', '49', 0, ?, ?, 'Asha Verma', ?, '+91 9876543210', 2999900, 2999900, ?, ?, 'paid', ?, ?, ?, ?)`,
    `e2e-holiday-${now}`,
    `FS-H${String(now).slice(-7)}`,
    COHORT,
    batches[0],
    learner,
    now,
    now + 1_800_000,
    user!.id,
    now,
    now,
    now,
  );
  const feed0 = await feedOf(page);
  expect(feed0).toHaveLength(before[0]!.length);

  // 1. A range whose classes are cancelled, in both batches.
  const range = [istDay(5), istDay(7)];
  const inRange = (s: Row) =>
    indiaDay(s.startsAt) >= range[0]! && indiaDay(s.startsAt) <= range[1]!;
  const hit = before.map((rows) => rows.filter(inRange));
  expect(hit[0]!.length).toBeGreaterThanOrEqual(2);
  await addHoliday(admin, { first: range[0]!, last: range[1]!, reason: 'Diwali', push: false });
  await expect(admin.getByRole('region', { name: 'Holidays' }).getByText('Diwali')).toBeVisible();
  for (const slot of [0, 1]) {
    expect(
      sessionsOf(batches[slot]!)
        .filter(inRange)
        .map((s) => s.status),
    ).toEqual(hit[slot]!.map(() => 'cancelled'));
  }
  await look(admin, testInfo, 'cohort-holidays');
  expect(mailsTo(learner)).toHaveLength(1);

  // The feed: the same classes, those of the holiday cancelled.
  const feed1 = await feedOf(page);
  expect(feed1).toHaveLength(before[0]!.length);
  const cancelled = feed1.filter(
    (e) => e.component.getFirstPropertyValue('status') === 'CANCELLED',
  );
  expect(cancelled.map((e) => e.uid.split('@')[0]).sort()).toEqual(hit[0]!.map((s) => s.id).sort());

  // 2. Two days whose classes are pushed, the end date following: no class is lost.
  const push = [istDay(12), istDay(13)];
  const onPush = (s: Row) => indiaDay(s.startsAt) >= push[0]! && indiaDay(s.startsAt) <= push[1]!;
  const pushed = sessionsOf(batches[0]!).filter(onPush);
  expect(pushed.length).toBeGreaterThanOrEqual(1);
  await addHoliday(admin, { first: push[0]!, last: push[1]!, reason: 'Holi', push: true });
  const [cohort] = sql<{ endDate: string }>(
    `SELECT "endDate" FROM "Cohort" WHERE "id" = ?`,
    COHORT,
  );
  expect(
    cohort!.endDate > istDay(40),
    JSON.stringify([
      cohort,
      sql(`SELECT * FROM "CohortHoliday" WHERE "cohortId" = ?`, COHORT),
      mailsTo(learner),
    ]),
  ).toBe(true);
  for (const slot of [0, 1]) {
    const rows = sessionsOf(batches[slot]!);
    expect(rows).toHaveLength(before[slot]!.length);
    expect(rows.filter(onPush)).toEqual([]);
  }
  expect(mailsTo(learner)).toHaveLength(2);
  expect(mailsTo(learner)[1]!.text).toContain('The course now ends on');
  const feed2 = await feedOf(page);
  expect(feed2).toHaveLength(before[0]!.length);
  for (const s of pushed) {
    const e = feed2.find((x) => x.uid.startsWith(`${s.id}@`))!;
    expect(indiaDay(e.startDate.toJSDate().getTime()) > istDay(40)).toBe(true);
    expect(e.sequence).toBe(1);
  }

  // The morning batch's timetable shows the holiday's cancelled classes.
  await admin.goto(`/admin/courses/${COHORT}/batches/${batches[0]}`);
  await expect(admin.getByText('Holiday: Diwali').first()).toBeVisible();
  await page.context().close();

  // 3. Cancelling one class asks first: Escape answers no, Yes cancels, the page stays on it.
  const target = sessionsOf(batches[0]!).find(
    (s) => s.status === 'scheduled' && s.startsAt > Date.now() + 20 * 86_400_000,
  )!;
  const item = admin.locator(`#class-${target.id}`);
  await expect(item.getByRole('heading', { name: when(target) })).toBeVisible();
  await item.getByText('Change this class').click();
  await item.getByLabel(/^Reason/).fill('The teacher is ill');
  await item.getByRole('button', { name: /^Cancel this class/ }).focus();
  await admin.keyboard.press('Enter');
  await expect(item.getByText(/^Cancel the class of /)).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(item.getByRole('button', { name: /^Cancel this class/ })).toBeFocused();
  expect(sessionsOf(batches[0]!).find((s) => s.id === target.id)!.status).toBe('scheduled');
  await admin.keyboard.press('Enter');
  await look(admin, testInfo, 'cancel-question');
  await item.screenshot({ path: testInfo.outputPath('cancel-question-item.png') });
  await item.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await admin.waitForURL(new RegExp(`saved=session_cancelled#class-${target.id}$`));
  expect(sessionsOf(batches[0]!).find((s) => s.id === target.id)!.status).toBe('cancelled');
  await expect(item).toBeInViewport();
  expect(await admin.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await admin.setViewportSize({ width: 390, height: 800 });
  await admin.screenshot({ path: testInfo.outputPath('after-cancel-390.png') });
  await admin.context().close();
});
