import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { e2eDatabase } from '../playwright.config';
import { classText, JOIN_OPENS_MINUTES_BEFORE, timetableText } from '../content/classes';
import { classTimeText } from '../lib/classes/plan';
import { istDay, sellCohort } from './cohort-data';
import { expectNoAxeViolations, shoot } from './practice-support';

// Issue 25 as the school and its learners meet it: an admin publishes B1's cohort (its timetable
// is made), sets the morning batch's joining link, adds the first class's recording and moves a
// class; that batch's paid learner sees the next class in IST with 'Join class' active from 15
// minutes before the start (page.clock), the recording in the player and the move in their
// calendar feed, parsed with ical.js; a learner of the evening batch sees none of it.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const JOIN = 'https://meet.example.com/b1-morning-e2e';
const RECORDING = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const COHORT = 'e2e-b1-31';
let batches: Record<number, string> = {};
const people = { asha: '', ravi: '' };

type SessionRow = {
  id: string;
  startsAt: number;
  endsAt: number;
  status: string;
  sequence: number;
};

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

/** The batch's classes; Prisma keeps instants on SQLite as ISO text. */
const sessionsOf = (batchId: string): SessionRow[] =>
  sql<Omit<SessionRow, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }>(
    `SELECT "id", "startsAt", "endsAt", "status", "sequence" FROM "ClassSession" WHERE "batchId" = ? ORDER BY "day"`,
    batchId,
  ).map((r) => ({ ...r, startsAt: Date.parse(r.startsAt), endsAt: Date.parse(r.endsAt) }));
const when = (s: SessionRow) =>
  classTimeText({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) });

async function signIn(page: Page, email: string, name: string, callback: string) {
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: name, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto(`/log-in?callbackUrl=${encodeURIComponent(callback)}`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${callback}`);
}

/** A learner with an account and a paid enrolment in the batch at `slot`. */
function paidIn(email: string, slot: number) {
  const [user] = sql<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, email);
  const now = Date.now();
  sql(
    `INSERT INTO "Enrolment" ("id", "reference", "course", "cohort", "batch", "cohortId", "batchId", "fullName", "email", "phone", "amountPaise", "mrpPaise", "quotedAt", "quoteExpiresAt", "status", "userId", "paidAt", "createdAt", "updatedAt")
     VALUES (?, ?, 'b1', '31', ?, ?, ?, 'Learner', ?, '+91 9876543210', 2999900, 2999900, ?, ?, 'paid', ?, ?, ?, ?)`,
    `e2e-class-${slot}-${now}`,
    `FS-C${String(now).slice(-7)}${slot}`,
    slot,
    COHORT,
    batches[slot],
    email,
    now,
    now + 1_800_000,
    user!.id,
    now,
    now,
    now,
  );
}

async function newPage(browser: Browser, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function look(page: Page, testInfo: TestInfo, label: string) {
  for (const width of [360, 390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
    await shoot(page, testInfo, `${label}-${width}`);
  }
}

test.beforeAll(() => {
  // Started ten days ago, Monday to Saturday, for ten weeks: classes held and classes ahead.
  batches = sellCohort({
    course: 'b1',
    number: 31,
    start: istDay(-10),
    end: istDay(60),
    enrolUntil: istDay(20),
    listPriceRupees: 29_999,
  });
});

test('staff publish the cohort, set the morning batch’s link, add a recording and move a class', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await newPage(browser);
  const email = `classes-admin-${Date.now()}@example.com`;
  await admin.goto('/log-in');
  await admin.request.post('/api/account/sign-up', {
    data: { fullName: 'Priya Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(admin.url()).origin },
  });
  sql(`UPDATE "User" SET "role" = 'admin' WHERE "email" = ?`, email);
  await admin.context().clearCookies();
  await admin.goto(`/log-in?callbackUrl=${encodeURIComponent(`/admin/courses/${COHORT}`)}`);
  const form = admin.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await admin.waitForURL(`**/admin/courses/${COHORT}`);

  // Saving the published cohort makes each batch's timetable.
  expect(sessionsOf(batches[0]!)).toHaveLength(0);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await admin.waitForURL(/saved=cohort_published/);
  const classes = sessionsOf(batches[0]!);
  expect(classes.length).toBeGreaterThan(50);
  expect(sessionsOf(batches[3]!)).toHaveLength(classes.length);

  await admin.getByRole('link', { name: /^Timetable and joining link\W+7:00-9:30 AM/ }).click();
  await admin.waitForURL(`**/admin/courses/${COHORT}/batches/${batches[0]}`);
  await admin.getByLabel('Joining link (https)').fill(JOIN);
  await admin.getByRole('button', { name: 'Save the joining link' }).click();
  await admin.waitForURL(/saved=join_url/);
  await expect(admin.getByRole('link', { name: JOIN }).first()).toBeVisible();

  // The first class (held) gets its recording.
  const first = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: when(classes[0]!) }) });
  await first.getByText('Change this class').click();
  await first.getByLabel(/Recording address/).fill(RECORDING);
  await first.getByRole('button', { name: 'Save the recording' }).click();
  await admin.waitForURL(/saved=recording/);

  // A class three days ahead moves a day later, same time.
  const ahead = classes.find((s) => s.startsAt > Date.now() + 3 * 86_400_000)!;
  const item = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: when(ahead) }) });
  await item.getByText('Change this class').click();
  const newDay = new Date(ahead.startsAt + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await item.getByLabel('New date').fill(newDay);
  await item.getByRole('button', { name: 'Move this class' }).click();
  await admin.waitForURL(/saved=session_moved/);
  const moved = sessionsOf(batches[0]!).find((s) => s.id === ahead.id)!;
  expect(moved).toMatchObject({ startsAt: ahead.startsAt + 86_400_000, sequence: 1 });
  await expect(admin.getByText('Recording', { exact: false }).first()).toBeVisible();
  await look(admin, testInfo, 'timetable');
  await admin.context().close();
});

test('the morning batch’s learner: next class, Join class at the right moment, the recording, the feed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  people.asha = `asha-classes-${Date.now()}@example.com`;
  await signIn(page, people.asha, 'Asha Verma', '/dashboard');
  paidIn(people.asha, 0);

  const next = sessionsOf(batches[0]!).find(
    (s) => s.endsAt > Date.now() && s.status !== 'cancelled',
  )!;
  await page.clock.install({ time: next.startsAt - 20 * 60_000 });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: classText.nextClassHeading });
  await expect(card.getByText(classText.nextClass(when(next)))).toBeVisible();
  await expect(card.getByText(classText.joinOpens(JOIN_OPENS_MINUTES_BEFORE))).toBeVisible();
  await expect(card.getByRole('link', { name: /Join class/ })).toHaveCount(0);
  await page.clock.runFor(5 * 60_000 + 1_000); // 15 minutes before: it opens
  const join = card.getByRole('link', { name: /Join class/ });
  await expect(join).toHaveAttribute('href', JOIN);
  await expect(join).toHaveAttribute('target', '_blank');
  await page.clock.fastForward(next.endsAt - next.startsAt + 15 * 60_000); // past the end
  await expect(card.getByRole('link', { name: /Join class/ })).toHaveCount(0);
  await expect(card.getByText(/^Moved: a class is now on /)).toBeVisible();
  await look(page, testInfo, 'dashboard-classes');

  // The calendar feed: every class of the batch, the moved one with SEQUENCE 1, the joining link.
  const address = await page.getByLabel('Your private calendar address').inputValue();
  expect(address).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const res = await page.request.get(new URL(address).pathname);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await res.text()))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  const rows = sessionsOf(batches[0]!);
  expect(events).toHaveLength(rows.length);
  const movedRow = rows.find((s) => s.sequence === 1)!;
  const movedEvent = events.find((e) => e.uid.startsWith(`${movedRow.id}@`))!;
  expect(movedEvent.sequence).toBe(1);
  expect(movedEvent.startDate.toJSDate().getTime()).toBe(movedRow.startsAt);
  expect(events.every((e) => e.component.getFirstPropertyValue('url') === JOIN)).toBe(true);

  // By keyboard alone: copy the address, then 'Reset link' makes a new one and the old one stops.
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Link copied\.|Copy the link from the box\.)$/)).toBeVisible();
  await page.getByText('Reset link', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Make a new address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/calendar=reset/);
  await expect(page.getByText(/A new address is ready/)).toBeVisible();
  const fresh = await page.getByLabel('Your private calendar address').inputValue();
  expect(fresh).not.toBe(address);
  expect((await page.request.get(new URL(address).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(fresh).pathname)).status()).toBe(200);

  // The player: the first lesson plays the first class's recording, created only on click.
  await page.goto('/french-course-layout?course=b1&lesson=1.1');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /Play the recording/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );
  await page.goto('/french-course-layout?course=b1&lesson=1.2');
  await look(page, testInfo, 'player-classes');
  await page.context().close();
});

test('the morning batch’s learner sees the whole timetable by week: held with the recording, cancelled, moved, next (keyboard, axe, 360 and 1440 px)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  const email = `meera-classes-${Date.now()}@example.com`;
  await signIn(page, email, 'Meera Shah', '/dashboard');
  paidIn(email, 0);
  const rows = sessionsOf(batches[0]!);
  // Staff cancelled a class a week ahead (not the moved one).
  const cancelled = rows.find((s) => s.startsAt > Date.now() + 7 * 86_400_000 && s.sequence === 0)!;
  sql(
    `UPDATE "ClassSession" SET "status" = 'cancelled', "cancelReason" = 'The teacher is unwell.', "sequence" = 1 WHERE "id" = ?`,
    cancelled.id,
  );
  await page.goto('/dashboard');
  const timetable = page.getByRole('region', { name: timetableText.heading });
  await expect(timetable.getByRole('heading', { level: 3 })).toHaveText(/7:00-9:30 AM IST batch/);
  const weeks = timetable.locator('details');
  expect(await weeks.count()).toBeGreaterThanOrEqual(9);
  // One week open: the next class's, marked.
  await expect(timetable.locator('details[open]')).toHaveCount(1);
  const next = rows.find((s) => s.endsAt > Date.now() && s.id !== cancelled.id)!;
  const open = timetable.locator('details[open]');
  await expect(open.getByText(when(next), { exact: true })).toBeVisible();
  // 'Next class', or 'On now' while it is being held.
  await expect(
    open.getByText(new RegExp(`^(${timetableText.next}|${timetableText.live})$`)),
  ).toBeVisible();
  expect(await timetable.locator('li').count()).toBe(rows.length);

  // By keyboard: open the first week; its first class is held, with its recording.
  const first = weeks.first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  const held = first.getByRole('listitem').filter({ hasText: when(rows[0]!) });
  await expect(held.getByText(timetableText.held, { exact: true })).toBeVisible();
  await expect(held.getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
    'href',
    RECORDING,
  );
  // The cancelled class's week: its reason and its lesson's name (not 'Class n').
  const cancelledWeek = weeks.filter({ hasText: when(cancelled) });
  await cancelledWeek.locator('summary').focus();
  await page.keyboard.press('Enter');
  const item = cancelledWeek.getByRole('listitem').filter({ hasText: when(cancelled) });
  await expect(item.getByText(timetableText.cancelled, { exact: true })).toBeVisible();
  await expect(item.getByText('The teacher is unwell.')).toBeVisible();
  await expect(item.getByText(/^Topic: /)).not.toHaveText(/Class \d/);
  await expect(cancelledWeek.locator('summary')).toContainText('1 cancelled');
  // The moved class, marked.
  const moved = rows.find((s) => s.sequence === 1 && s.id !== cancelled.id)!;
  const movedWeek = weeks.filter({ hasText: when(moved) });
  if ((await movedWeek.getAttribute('open')) === null) {
    await movedWeek.locator('summary').focus();
    await page.keyboard.press('Enter');
  }
  await expect(
    movedWeek
      .getByRole('listitem')
      .filter({ hasText: when(moved) })
      .getByText(timetableText.moved, { exact: true }),
  ).toBeVisible();
  await look(page, testInfo, 'dashboard-timetable');
  await page.context().close();
});

test('a learner of the evening batch sees neither the morning link nor its recording', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  people.ravi = `ravi-classes-${Date.now()}@example.com`;
  await signIn(page, people.ravi, 'Ravi Menon', '/dashboard');
  paidIn(people.ravi, 3);
  await page.goto('/dashboard');
  await expect(page.getByText(/7:00-9:30 PM IST/).first()).toBeVisible();
  expect(await page.content()).not.toContain(JOIN);
  expect(await page.content()).not.toContain('b1-morning');
  await expect(page.getByText(classText.noLink)).toBeVisible();
  const address = await page.getByLabel('Your private calendar address').inputValue();
  const feed = await (await page.request.get(new URL(address).pathname)).text();
  expect(feed).not.toContain(JOIN);
  const morningIds = sessionsOf(batches[0]!).map((s) => s.id);
  expect(morningIds.some((id) => feed.includes(id))).toBe(false);
  await page.goto('/french-course-layout?course=b1&lesson=1.1');
  await expect(page.getByRole('button', { name: /Play the recording/ })).toHaveCount(0);
  expect(await page.content()).not.toContain('dQw4w9WgXcQ');
  await page.context().close();
});
