/**
 * Issue 25 on both databases: a cohort's timetable made when it is published and kept in step with
 * its dates and days (held and moved classes left alone); the learner's calendar feed read back
 * with an independent iCalendar parser (ical.js), a moved class keeping its UID with a higher
 * SEQUENCE and a cancelled one staying, STATUS:CANCELLED; the feed's token (unknown, reset,
 * another learner's); and the recordings e-mail, once per learner a day with two instances.
 */
import ICAL from 'ical.js';
import { saveCohort } from '@/lib/admin/courses/editor';
import { setDisabled } from '@/lib/admin/people';
import { cancelSession, moveSession } from '@/lib/admin/classes/sessions';
import { feedIcs, feedToken, resetFeedToken } from '@/lib/classes/feed';
import { lessonRecordings } from '@/lib/classes/learner';
import { runRecordingMail } from '@/lib/classes/recording-mail';
import { syncMissingTimetables } from '@/lib/classes/sync';
import { addDays } from '@/lib/dates';
import { siteUrl } from '@/lib/site-url';
import { createDb, db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { cohortInput, type CohortFormValues } from '@/lib/validation/cohort';
import { GET } from '@/app/calendar/[file]/route';
import { goodCohort } from '@/__tests__/support/course-admin';
import { publishCohort } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const ACTOR = { id: 'user-admin', name: 'Admin' };
const JOIN = 'https://meet.example.com/b1-morning';

/** The events of a calendar file as ical.js reads them. */
function events(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      summary: e.summary,
      description: e.description,
      sequence: e.sequence,
      status: String(v.getFirstPropertyValue('status')),
      url: v.getFirstPropertyValue('url') as string | null,
    };
  });
}

let n = 0;
async function learner(batch: { id: string; cohortId: string; slot: number }, status = 'paid') {
  const i = ++n;
  const user = await db().user.create({
    data: { email: `learner${i}@example.com`, name: `Learner ${i}` },
  });
  const now = new Date();
  await db().enrolment.create({
    data: {
      reference: `FS-CLASS${String(i).padStart(3, '0')}`,
      course: 'b1',
      cohort: 'x',
      batch: batch.slot,
      cohortId: batch.cohortId,
      batchId: batch.id,
      fullName: `Learner ${i}`,
      email: user.email,
      phone: '+91 9876543210',
      amountPaise: 1_999_900,
      mrpPaise: 2_999_900,
      quotedAt: now,
      quoteExpiresAt: new Date(now.getTime() + 30 * 60_000),
      status,
      userId: user.id,
    },
  });
  return user;
}

describe.each(backends)('class sessions on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  /** Cohort 14 of B1 saved through the editor, as `status`, at `now`; its batches by slot. */
  async function save(
    v: CohortFormValues,
    status: 'draft' | 'published',
    now = Date.now(),
    id: string | null = null,
    version = 0,
  ) {
    const r = await saveCohort(
      { id, version, course: 'b1', status },
      cohortInput.parse(v),
      ACTOR,
      now,
    );
    const batches = await db().batch.findMany({
      where: { cohortId: r.id },
      orderBy: { slot: 'asc' },
    });
    return { ...r, batches };
  }
  const sessionsOf = (batchId: string) =>
    db().classSession.findMany({ where: { batchId }, orderBy: { day: 'asc' } });

  it('makes the timetable when the cohort is published, not for a draft', async () => {
    const v = { ...goodCohort(), classDays: [1, 3, 5] };
    const draft = await save(v, 'draft');
    expect(await db().classSession.count()).toBe(0);
    const withIds = {
      ...v,
      batches: draft.batches.map((b) => ({
        id: b.id,
        slot: String(b.slot),
        capacity: '15',
        open: true,
      })),
    };
    const pub = await save(withIds, 'published', Date.now(), draft.id, draft.version);
    const morning = await sessionsOf(pub.batches[0]!.id);
    const days = morning.map((s) => s.day);
    expect(days[0]! >= v.startDate && days.at(-1)! <= v.endDate).toBe(true);
    expect(days.every((d) => [1, 3, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
    // Every class day from start to end, in each of the five batches.
    expect(await db().classSession.count()).toBe(morning.length * 5);
    expect(morning[0]!.startsAt.toISOString()).toBe(
      new Date(`${days[0]}T07:00:00+05:30`).toISOString(),
    );
  });

  it('keeps the timetable in step with a change of days and dates, leaving held and moved classes alone', async () => {
    const v = { ...goodCohort(), classDays: [1, 2, 3, 4, 5, 6] };
    const first = await save(v, 'published');
    const batchId = first.batches[0]!.id;
    const before = await sessionsOf(batchId);
    // Ten days into the cohort, staff moved one class of the second week ahead by an hour.
    const later = Date.parse(`${addDays(v.startDate, 10)}T12:00:00+05:30`);
    const movedOne = before.find(
      (s) => s.day === addDays(v.startDate, 12) || s.day === addDays(v.startDate, 13),
    )!;
    await db().classSession.update({
      where: { id: movedOne.id },
      data: {
        startsAt: new Date(movedOne.startsAt.getTime() + 3_600_000),
        endsAt: new Date(movedOne.endsAt.getTime() + 3_600_000),
        moved: true,
        sequence: 1,
      },
    });
    const changed = {
      ...v,
      classDays: [2, 4],
      endDate: addDays(v.endDate, -14),
      batches: first.batches.map((b) => ({
        id: b.id,
        slot: String(b.slot),
        capacity: '15',
        open: true,
      })),
    };
    await save(changed, 'published', later, first.id, first.version);
    const after = await sessionsOf(batchId);
    const held = before.filter((s) => s.endsAt.getTime() <= later);
    expect(held.length).toBeGreaterThan(5);
    for (const h of held) expect(after.find((s) => s.id === h.id)).toEqual(h); // not rewritten
    expect(after.find((s) => s.id === movedOne.id)).toMatchObject({ moved: true, sequence: 1 });
    const ahead = after.filter((s) => s.endsAt.getTime() > later && !s.moved);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((s) => [2, 4].includes(new Date(`${s.day}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
    expect(ahead.every((s) => s.day <= changed.endDate)).toBe(true);
    // Saving again without a change rewrites nothing: the calendars' sequences stay.
    await save(changed, 'published', later + 1000, first.id, first.version + 1);
    const again = await sessionsOf(batchId);
    expect(again.map((s) => s.id)).toEqual(after.map((s) => s.id));
    expect(again.map((s) => s.sequence)).toEqual(after.map((s) => s.sequence));
  });

  it('gives an imported cohort with no timetable its classes at start, once', async () => {
    const c = await publishCohort(db(), {
      course: 'b1',
      number: 20,
      start: '2027-03-01',
      end: '2027-03-14',
      enrolUntil: '2027-03-01',
      listPricePaise: 2_999_900,
      classDays: '1,2,3,4,5,6',
      batches: [{ slot: 3 }],
    });
    const [a, b] = await Promise.all([syncMissingTimetables(), syncMissingTimetables()]);
    expect(await db().classSession.count({ where: { batchId: c.batches[0]!.id } })).toBe(12);
    expect(a + b).toBeGreaterThanOrEqual(12);
    expect(await syncMissingTimetables()).toBe(0);
  });

  it('serves each learner the feed of their own batch, parsed by ical.js, with moves and cancellations', async () => {
    const v = { ...goodCohort(), classDays: [1, 3, 5] };
    const c = await save(v, 'published');
    const [morning, evening] = [c.batches[0]!, c.batches[3]!];
    await db().batch.update({ where: { id: morning.id }, data: { joinUrl: JOIN } });
    await db().batch.update({
      where: { id: evening.id },
      data: { joinUrl: 'https://meet.example.com/evening' },
    });
    const asha = await learner(morning);
    const ravi = await learner(evening);
    const waiting = await learner(morning, 'pending_payment');
    const token = await feedToken(asha.id);
    expect(await feedToken(asha.id)).toBe(token); // the same address until reset

    const sessions = await sessionsOf(morning.id);
    const first = events((await feedIcs(token))!);
    expect(first).toHaveLength(sessions.length);
    expect(first[0]).toMatchObject({
      uid: `${sessions[0]!.id}@${new URL(siteUrl()).host}`,
      start: sessions[0]!.startsAt.toISOString(),
      end: sessions[0]!.endsAt.toISOString(),
      sequence: 0,
      status: 'CONFIRMED',
      url: JOIN,
    });
    expect(first[0]!.summary).toMatch(/^B1: .+ \(.+\)$/);
    expect(first[0]!.description).toContain(JOIN);
    expect(first.every((e) => !JSON.stringify(e).includes('evening'))).toBe(true);

    // Staff move the second class by a day (same time, India) and cancel the third.
    const [, second, third] = sessions;
    const target = (x: { id: string; sequence: number }) => ({
      cohortId: c.id,
      batchId: morning.id,
      sessionId: x.id,
      sequence: x.sequence,
    });
    const nextDay = new Date(second!.startsAt.getTime() + 86_400_000 + 5.5 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    await moveSession(target(second!), nextDay, '07:00', ACTOR, Date.now());
    await cancelSession(target(third!), 'The teacher is unwell.', ACTOR, Date.now());
    const after = events((await feedIcs(token))!);
    expect(after).toHaveLength(sessions.length);
    const moved = after.find((e) => e.uid === first[1]!.uid)!;
    expect(moved.sequence).toBe(1);
    expect(moved.start).toBe(new Date(second!.startsAt.getTime() + 86_400_000).toISOString());
    const cancelled = after.find((e) => e.uid === first[2]!.uid)!;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(cancelled.description).toContain('The teacher is unwell.');
    expect(cancelled.description).not.toContain(JOIN);
    // It keeps the name of its lesson (as before it was cancelled), and carries no joining link.
    expect(cancelled.summary).toBe(first[2]!.summary);
    expect(cancelled.summary).not.toMatch(/Class \d/);
    expect(cancelled.url).toBeNull();
    expect(JSON.stringify(cancelled)).not.toContain(JOIN);

    // Another learner's token gives their batch only; one awaiting payment has no classes.
    const theirs = events((await feedIcs(await feedToken(ravi.id)))!);
    expect(theirs.every((e) => e.url === 'https://meet.example.com/evening')).toBe(true);
    expect(theirs.some((e) => first.some((f) => f.uid === e.uid))).toBe(false);
    expect(events((await feedIcs(await feedToken(waiting.id)))!)).toEqual([]);

    // Reset: the old address stops at once, the new one works; unknown ones are 404.
    const fresh = await resetFeedToken(asha.id);
    expect(fresh).not.toBe(token);
    expect(await feedIcs(token)).toBeNull();
    const ctx = (file: string) => ({ params: Promise.resolve({ file }) });
    expect((await GET(new Request('http://x/'), ctx(`${token}.ics`))).status).toBe(404);
    expect((await GET(new Request('http://x/'), ctx(`${'A'.repeat(43)}.ics`))).status).toBe(404);
    expect((await GET(new Request('http://x/'), ctx('../../etc/passwd'))).status).toBe(404);
    const ok = await GET(new Request('http://x/'), ctx(`${fresh}.ics`));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(events(await ok.text())).toHaveLength(sessions.length);
    // An admin disables the account: its calendar stops answering too.
    await db().user.update({ where: { id: asha.id }, data: { disabledAt: new Date() } });
    expect(await feedIcs(fresh)).toBeNull();
  });

  it('ends the calendar address when an admin disables the account: enabling it again does not bring it back', async () => {
    const c = await save({ ...goodCohort(), classDays: [1, 3, 5] }, 'published');
    const asha = await learner(c.batches[0]!);
    const admin = await db().user.create({
      data: { email: 'admin@example.com', name: 'Admin', role: 'admin' },
    });
    const actor = { id: admin.id, name: admin.name };
    const token = await feedToken(asha.id);
    expect(await feedIcs(token)).not.toBeNull();
    await setDisabled(asha.id, true, actor);
    await setDisabled(asha.id, false, actor);
    expect(await feedIcs(token)).toBeNull();
    const ctx = { params: Promise.resolve({ file: `${token}.ics` }) };
    expect((await GET(new Request('http://x/'), ctx)).status).toBe(404);
    // The learner's dashboard makes a new address, which works.
    const fresh = await feedToken(asha.id);
    expect(fresh).not.toBe(token);
    expect(events((await feedIcs(fresh))!).length).toBeGreaterThan(0);
  });

  it('e-mails each learner of the batch their new recordings at most once a day, with two instances', async () => {
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'office@example.com' });
    const v = { ...goodCohort(), classDays: [1, 3, 5] };
    const c = await save(v, 'published');
    const morning = c.batches[0]!;
    const asha = await learner(morning);
    const kiran = await learner(morning);
    await learner(morning, 'pending_payment');
    await learner(c.batches[1]!);
    const [s1, s2, s3] = await sessionsOf(morning.id);
    const at = s1!.endsAt.getTime() + 3_600_000;
    await db().classSession.update({
      where: { id: s1!.id },
      data: { recordingUrl: 'https://youtu.be/dQw4w9WgXcQ', recordingAt: new Date(at) },
    });
    await db().classSession.update({
      where: { id: s2!.id },
      data: { recordingUrl: 'https://vimeo.com/123456789', recordingAt: new Date(at + 1000) },
    });
    const other = createDb(database.url);
    try {
      const [a, b] = await Promise.all([
        runRecordingMail(at + 60_000),
        runRecordingMail(at + 60_000),
      ]);
      expect(a + b).toBe(2);
      const rows = await other.outbox.findMany({ where: { topic: 'class-recordings' } });
      expect(rows.map((r) => r.to).sort()).toEqual([asha.email, kiran.email].sort());
      expect(rows[0]!.text).toContain('/french-course-layout?course=b1');
      expect(rows[0]!.subject).toContain('2 new class recordings');
    } finally {
      await other.$disconnect();
    }
    // A third recording the same day waits for tomorrow, and is then the only one listed.
    await db().classSession.update({
      where: { id: s3!.id },
      data: { recordingUrl: 'https://example.com/rec.mp4', recordingAt: new Date(at + 120_000) },
    });
    expect(await runRecordingMail(at + 180_000)).toBe(0);
    const tomorrow = at + 86_400_000;
    expect(await runRecordingMail(tomorrow)).toBe(2);
    const latest = await db().outbox.findFirstOrThrow({
      where: { topic: 'class-recordings', to: asha.email },
      orderBy: { createdAt: 'desc' },
    });
    expect(latest.subject).toContain('A new class recording');
    expect(await runRecordingMail(tomorrow + 1000)).toBe(0);
    // The player finds the lessons' recordings of this learner's batch only.
    const recs = await lessonRecordings(asha.id, 'b1');
    expect([...recs.values()]).toEqual([
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://example.com/rec.mp4',
    ]);
  });
});
