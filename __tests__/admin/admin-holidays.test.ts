/**
 * A cohort's holidays (issue 49), on SQLite and PostgreSQL: a range with no class in any batch,
 * its classes cancelled or pushed to the next free class days (the end date following when staff
 * choose, cancelled when no day is free), kept by later regenerations of the timetable, and one
 * e-mail per learner per holiday however many classes it touched.
 */
import { CLASS_CHANGE_TOPIC } from '@/lib/admin/classes/change-mail';
import * as h from '@/lib/admin/classes/holidays';
import * as m from '@/lib/admin/classes/move-date';
import { refusalText } from '@/lib/admin/flash-text';
import { indiaParts } from '@/lib/classes/plan';
import { syncCohortSessions } from '@/lib/classes/sync';
import { addDays } from '@/lib/dates';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { dayAfter } from '@/__tests__/support/cohorts';
import { mailedLearners, timetableFixture } from '@/__tests__/support/timetable';

const ACTOR = { id: 'user-priya', name: 'Priya (office)' };
const NOW = Date.now();

describe.each(backends)('a cohort’s holidays on %s', (backend) => {
  let database: TestDatabase;
  let f: Awaited<ReturnType<typeof timetableFixture>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    f = await timetableFixture(NOW);
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const cohort = () => db().cohort.findUniqueOrThrow({ where: { id: f.cohortId } });
  const sessions = (batchId: string) =>
    db().classSession.findMany({ where: { batchId }, orderBy: { startsAt: 'asc' } });
  const onDays = async (batchId: string, days: string[]) =>
    (await sessions(batchId)).filter((s) => days.includes(indiaParts(s.startsAt).day));
  const mails = async () => {
    const rows = await db().outbox.findMany({
      where: { topic: CLASS_CHANGE_TOPIC },
      orderBy: { to: 'asc' },
    });
    await db().outbox.deleteMany({ where: { topic: CLASS_CHANGE_TOPIC } });
    return rows;
  };
  const input = async (o: Partial<h.HolidayInput>): Promise<h.HolidayInput> => ({
    cohortId: f.cohortId,
    version: (await cohort()).version,
    firstDay: dayAfter(NOW, 5),
    lastDay: dayAfter(NOW, 7),
    reason: 'Diwali',
    choice: 'cancel',
    extendEnd: false,
    ...o,
  });
  const everyone = [...mailedLearners, 'farid.sib@example.com'].sort();
  const batches = () => [f.batchId, f.siblingBatchId];

  it('refuses a bad range, reason or choice, and one outside the cohort', async () => {
    const fails = async (o: Partial<h.HolidayInput>, message: string) =>
      expect(h.addHoliday(await input(o), ACTOR, NOW)).rejects.toThrow(message);
    await fails({ firstDay: 'soon' }, refusalText('holiday_day'));
    await fails({ lastDay: dayAfter(NOW, 4) }, refusalText('holiday_order'));
    await fails({ lastDay: dayAfter(NOW, 40) }, refusalText('holiday_long'));
    await fails(
      { firstDay: dayAfter(NOW, -3), lastDay: dayAfter(NOW, -1) },
      refusalText('holiday_past'),
    );
    await fails(
      { firstDay: dayAfter(NOW, 31), lastDay: dayAfter(NOW, 33) },
      refusalText('holiday_outside'),
    );
    await fails({ reason: '  ' }, refusalText('holiday_reason'));
    await fails({ choice: 'skip' as never }, refusalText('holiday_choice'));
    await fails({ version: -1 }, refusalText('stale_cohort'));
    expect(await db().cohortHoliday.count()).toBe(0);
  });

  it('cancels the classes of a range in every batch, e-mails each learner once, and a regeneration keeps them', async () => {
    const days = [5, 6, 7].map((n) => dayAfter(NOW, n));
    const before = await Promise.all(batches().map((b) => sessions(b)));
    const r = await h.addHoliday(await input({}), ACTOR, NOW);
    expect(r).toMatchObject({ cancelled: 6, pushed: 0, mails: 3 });
    for (const b of batches()) {
      const hit = await onDays(b, days);
      expect(hit.map((s) => [s.status, s.cancelReason, s.sequence])).toEqual(
        days.map(() => ['cancelled', 'Holiday: Diwali', 1]),
      );
    }
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(everyone);
    for (const m of sent) {
      expect(m.subject).toContain('(Diwali)');
      expect(m.text?.match(/ is cancelled$/gm)).toHaveLength(3);
    }
    // Saving the cohort again regenerates its timetable: nothing comes back, nothing is lost.
    await db().$transaction((tx) => syncCohortSessions(tx, f.cohortId, NOW));
    const after = await Promise.all(batches().map((b) => sessions(b)));
    expect(after.map((a) => a.length)).toEqual(before.map((b) => b.length));
    for (const b of batches()) {
      expect((await onDays(b, days)).every((s) => s.status === 'cancelled')).toBe(true);
    }
    await expect(h.addHoliday(await input({ lastDay: days[0] }), ACTOR, NOW)).rejects.toThrow(
      refusalText('holiday_overlap'),
    );
  });

  it('pushes a range’s classes past the end date when staff choose, keeps every class, and e-mails once', async () => {
    const start = await cohort();
    const days = [10, 11].map((n) => dayAfter(NOW, n));
    const count = await Promise.all(batches().map(async (b) => (await sessions(b)).length));
    const ids = await onDays(f.batchId, days);
    const r = await h.addHoliday(
      await input({
        firstDay: days[0],
        lastDay: days[1],
        choice: 'push',
        extendEnd: true,
        reason: 'Holi',
      }),
      ACTOR,
      NOW,
    );
    const end = addDays(start.endDate, 2);
    expect(r).toMatchObject({ cancelled: 0, pushed: 4, endDate: end, mails: 3 });
    expect(await cohort()).toMatchObject({ endDate: end, version: start.version + 1 });
    for (const [i, b] of batches().entries()) {
      expect(await onDays(b, days)).toEqual([]);
      const all = await sessions(b);
      expect(all).toHaveLength(count[i]!);
      expect(all.slice(-2).map((s) => [s.day, indiaParts(s.startsAt).day, s.status])).toEqual([
        [addDays(start.endDate, 1), addDays(start.endDate, 1), 'scheduled'],
        [end, end, 'scheduled'],
      ]);
    }
    // The same classes (the calendar's UIDs), a SEQUENCE up.
    const moved = await db().classSession.findMany({ where: { id: { in: ids.map((s) => s.id) } } });
    expect(moved.map((s) => s.day).sort()).toEqual([addDays(start.endDate, 1), end]);
    expect(moved.every((s) => s.sequence === 1)).toBe(true);
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(everyone);
    expect(sent[0]!.text?.match(/ moves to /g)).toHaveLength(2);
    expect(sent[0]!.text).toContain('The course now ends on');
    await db().$transaction((tx) => syncCohortSessions(tx, f.cohortId, NOW));
    expect(await Promise.all(batches().map(async (b) => (await sessions(b)).length))).toEqual(
      count,
    );
    expect(await onDays(f.batchId, days)).toEqual([]);
  });

  it('without the end date following, a pushed class with no free day is cancelled', async () => {
    const start = await cohort();
    const day = dayAfter(NOW, 13);
    const r = await h.addHoliday(
      await input({ firstDay: day, lastDay: day, choice: 'push', reason: 'Eid' }),
      ACTOR,
      NOW,
    );
    expect(r).toMatchObject({ cancelled: 2, pushed: 0, endDate: start.endDate, mails: 3 });
    expect((await cohort()).version).toBe(start.version);
    for (const b of batches()) {
      expect((await onDays(b, [day])).map((s) => s.status)).toEqual(['cancelled']);
    }
    expect((await mails()).map((m) => m.to)).toEqual(everyone);
    expect(await db().cohortHoliday.count({ where: { cohortId: f.cohortId } })).toBe(3);
  });

  it('moves one date’s classes in every batch at once, one e-mail per learner, kept by regeneration', async () => {
    const end = (await cohort()).endDate;
    const from = dayAfter(NOW, 20);
    const move = (to: string, day = from) =>
      m.moveCohortDate({ cohortId: f.cohortId, from: day, to }, ACTOR, NOW);
    await expect(move(from)).rejects.toThrow(refusalText('move_date_same'));
    await expect(move('someday')).rejects.toThrow(refusalText('move_date_days'));
    await expect(move(dayAfter(NOW, 21))).rejects.toThrow(refusalText('move_date_taken'));
    await expect(move(dayAfter(NOW, 6))).rejects.toThrow(refusalText('move_date_holiday'));
    await expect(move(dayAfter(NOW, 1), dayAfter(NOW, 6))).rejects.toThrow(
      refusalText('move_date_none'),
    );
    await expect(move(dayAfter(NOW, -20))).rejects.toThrow(refusalText('move_date_past'));
    const before = await Promise.all(batches().map((b) => onDays(b, [from])));
    const to = addDays(end, 1);
    expect(await move(to)).toEqual({ moved: 2, mails: 3 });
    for (const [i, b] of batches().entries()) {
      const [s] = await onDays(b, [to]);
      const was = before[i]![0]!;
      expect(s).toMatchObject({ id: was.id, moved: true, sequence: was.sequence + 1 });
      expect(indiaParts(s!.startsAt).minutes).toBe(indiaParts(was.startsAt).minutes);
      expect(await onDays(b, [from])).toEqual([]);
    }
    expect((await mails()).map((x) => x.to)).toEqual(everyone);
    await db().$transaction((tx) => syncCohortSessions(tx, f.cohortId, NOW));
    for (const b of batches()) expect(await onDays(b, [to])).toHaveLength(1);
  });
});
