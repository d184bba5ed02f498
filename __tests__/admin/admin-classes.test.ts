/**
 * Staff's changes to a batch's timetable (issue 25), on SQLite and PostgreSQL: the joining link
 * (compare-and-set), a class's topic, cancelling, moving and its recording (each guarded by the
 * SEQUENCE the form saw, with its BatchChange row), the e-mails of a cancel or a move (one per
 * learner who may join the batch, nobody else), and the page's read, which never returns another
 * cohort's batch.
 */
import { CLASS_CHANGE_TOPIC } from '@/lib/admin/classes/change-mail';
import { JOIN_URL, NO_BATCH, STALE_JOIN_URL, setJoinUrl } from '@/lib/admin/classes/join-link';
import * as messages from '@/lib/admin/classes/sessions';
import { batchTimetable, weekOf } from '@/lib/admin/classes/timetable';
import { readChanges } from '@/lib/admin/courses/changes';
import { ERROR_TEXT, errorCode, refusalText } from '@/lib/admin/flash-text';
import { joiningStatuses } from '@/lib/classes/access';
import { classTimeText, isoWeekday } from '@/lib/classes/plan';
import { syncCohortSessions } from '@/lib/classes/sync';
import { lessonPlan } from '@/lib/classes/topics';
import { db, type Tx } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { dayAfter, publishCohort } from '@/__tests__/support/cohorts';
import { mailedLearners, someSessions, timetableFixture } from '@/__tests__/support/timetable';

const { addRecording, cancelSession, moveSession, setSessionTopic } = messages;
const ACTOR = { id: 'user-priya', name: 'Priya (office)' };
const DAY = 86_400_000;

describe('the timetable’s refusals (pure)', () => {
  it('reads each refusal’s sentence back as its own code', () => {
    // The timetable and the holidays throw refused(code): the page must show that code's sentence.
    for (const code of Object.keys(ERROR_TEXT)) {
      expect([code, errorCode(ERROR_TEXT[code]!)]).toEqual([code, code]);
    }
    for (const t of [JOIN_URL, NO_BATCH, STALE_JOIN_URL]) {
      expect([t, errorCode(t)]).not.toEqual([t, 'failed']);
    }
  });
  it('numbers weeks from the cohort’s start', () => {
    expect(weekOf('2027-01-11', '2027-01-11')).toBe(1);
    expect(weekOf('2027-01-11', '2027-01-17')).toBe(1);
    expect(weekOf('2027-01-11', '2027-01-18')).toBe(2);
    expect(weekOf('2027-01-11', '2027-01-04')).toBe(1);
  });
});

describe.each(backends)('a batch’s timetable on %s', (backend) => {
  let database: TestDatabase;
  let f: Awaited<ReturnType<typeof timetableFixture>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    f = await timetableFixture();
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const target = (s: { id: string; sequence: number }, batchId = f.batchId) => ({
    cohortId: f.cohortId,
    batchId,
    sessionId: s.id,
    sequence: s.sequence,
  });
  const load = (id: string) => db().classSession.findUniqueOrThrow({ where: { id } });
  const historyOf = async (sessionId: string | null) =>
    (
      await db().batchChange.findMany({
        where: { batchId: f.batchId, sessionId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })
    ).map((r) => ({
      actor: { id: r.actorId, name: r.actorName },
      changes: readChanges(r.changes),
    }));
  const mailsAbout = (text: string) =>
    db().outbox.findMany({
      where: { topic: CLASS_CHANGE_TOPIC, text: { contains: text } },
      orderBy: { to: 'asc' },
    });
  const expectedTo = () =>
    Object.values(f.learners)
      .filter((e) => e.batchId === f.batchId && joiningStatuses().includes(e.status))
      .map((e) => e.email)
      .sort();
  const fails = (p: Promise<unknown>, message: string) => expect(p).rejects.toThrow(message);

  it('sets the joining link over the one seen, refuses a stale or bad one, and removes it', async () => {
    const where = { cohortId: f.cohortId, batchId: f.batchId };
    await fails(setJoinUrl({ ...where, seen: '' }, 'http://meet.example/x', ACTOR), JOIN_URL);
    await fails(setJoinUrl({ ...where, seen: '' }, 'not a link', ACTOR), JOIN_URL);
    const link = 'https://meet.example.com/b1-morning';
    await fails(
      setJoinUrl({ cohortId: f.otherCohortId, batchId: f.batchId, seen: '' }, link, ACTOR),
      NO_BATCH,
    );
    expect(await setJoinUrl({ ...where, seen: '' }, ` ${link} `, ACTOR)).toEqual({
      changed: true,
      joinUrl: link,
      mails: expectedTo().length,
    });
    // Another member of staff's form still shows no link: refused, the link kept.
    await fails(
      setJoinUrl({ ...where, seen: '' }, 'https://other.example/x', ACTOR),
      STALE_JOIN_URL,
    );
    expect(errorCode(STALE_JOIN_URL)).toBe('stale_join_url');
    await setJoinUrl({ ...where, seen: link }, '', ACTOR);
    expect((await db().batch.findUniqueOrThrow({ where: { id: f.batchId } })).joinUrl).toBeNull();
    expect(await historyOf(null)).toEqual([
      { actor: ACTOR, changes: [{ field: 'Joining link', before: null, after: link }] },
      { actor: ACTOR, changes: [{ field: 'Joining link', before: link, after: null }] },
    ]);
    await setJoinUrl({ ...where, seen: '' }, link, ACTOR);
  });

  it('sets a class’s topic (SEQUENCE up), refuses a stale or long one, and resets it', async () => {
    const s = (await someSessions(f.batchId)).ahead[0]!;
    await fails(setSessionTopic(target(s), 'x'.repeat(201), ACTOR), refusalText('topic_long'));
    await setSessionTopic(target(s), '  Le   passé composé ', ACTOR);
    const after = await load(s.id);
    expect(after).toMatchObject({ topic: 'Le passé composé', sequence: s.sequence + 1 });
    await fails(setSessionTopic(target(s), 'Stale', ACTOR), refusalText('stale_class'));
    expect(errorCode(refusalText('stale_class'))).toBe('stale_class');
    await setSessionTopic(target(after), '', ACTOR);
    expect((await load(s.id)).topic).toBeNull();
    expect((await historyOf(s.id)).map((h) => h.changes)).toEqual([
      [{ field: 'Topic', before: 'Curriculum’s lesson', after: 'Le passé composé' }],
      [{ field: 'Topic', before: 'Le passé composé', after: 'Curriculum’s lesson' }],
    ]);
    // A class already held may still get its topic.
    const held = (await someSessions(f.batchId)).held[0]!;
    await setSessionTopic(target(held), 'Révisions', ACTOR);
    expect((await load(held.id)).topic).toBe('Révisions');
  });

  it('refuses a class of another batch named under this one', async () => {
    const s = (await someSessions(f.siblingBatchId)).ahead[0]!;
    await fails(setSessionTopic(target(s), 'x', ACTOR), refusalText('no_class'));
    await fails(cancelSession(target(s), 'Ill', ACTOR, Date.now()), refusalText('no_class'));
    expect((await load(s.id)).sequence).toBe(s.sequence);
  });

  it('cancels a class with its reason, e-mailing each learner who may join, once', async () => {
    const s = (await someSessions(f.batchId)).ahead[1]!;
    await fails(cancelSession(target(s), '   ', ACTOR, Date.now()), refusalText('reason'));
    expect(errorCode(refusalText('reason'))).toBe('reason');
    await fails(
      cancelSession(target(s), 'x'.repeat(1001), ACTOR, Date.now()),
      refusalText('reason_long'),
    );
    await fails(
      cancelSession({ ...target(s), sequence: 9 }, 'Ill', ACTOR, Date.now()),
      refusalText('stale_class'),
    );
    // The lesson the class was to teach, as learners saw it before the cancel.
    const planned = lessonPlan(
      'b1',
      await db().classSession.findMany({ where: { batchId: f.batchId } }),
    );
    const lesson = planned.get(s.id)!.topic;
    const r = await cancelSession(target(s), 'The teacher is ill.', ACTOR, Date.now());
    expect(r.mails).toBe(expectedTo().length);
    expect(await load(s.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The teacher is ill.',
      sequence: s.sequence + 1,
    });
    expect((await historyOf(s.id)).at(-1)).toEqual({
      actor: ACTOR,
      changes: [
        { field: 'Status', before: 'scheduled', after: 'cancelled' },
        { field: 'Reason', before: null, after: 'The teacher is ill.' },
      ],
    });
    const mails = await mailsAbout('The teacher is ill.');
    expect(mails.map((m) => m.to)).toEqual(expectedTo());
    expect(mails.map((m) => m.to)).not.toContain('chitra.pending@example.com');
    expect(mails.map((m) => m.to)).not.toContain('farid.sib@example.com');
    expect(mails.map((m) => m.to)).not.toContain('gita.other@example.com');
    const mail = mails[0]!;
    expect(mail.subject).toContain(classTimeText(s));
    expect(mail.text).toContain(`class of ${classTimeText(s)}`);
    expect(mail.text).toContain('is cancelled');
    // Named by its lesson (not 'Class n'), on a line of its own: no brackets inside brackets.
    expect(lesson).not.toMatch(/^Class \d/);
    expect(mail.text).toContain(`The lesson: ${lesson}\n`);
    expect(mail.text).not.toMatch(/\([^()\n]*\([^()\n]*\)\)/);
    expect(mail.text).toMatch(/https?:\/\/\S+\/dashboard/);
    expect(mail.text).not.toContain('meet.example.com');
    expect(mail.enrolmentId).toBeTruthy();
    const again = await load(s.id);
    await fails(
      cancelSession(target(again), 'Twice', ACTOR, Date.now()),
      refusalText('already_cancelled'),
    );
  });

  it('lets one of two cancels sent at once through, e-mailing once', async () => {
    const s = (await someSessions(f.batchId)).ahead[5]!;
    const runs = await Promise.allSettled(
      ['Storm', 'Power cut'].map((why) => cancelSession(target(s), why, ACTOR, Date.now())),
    );
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = runs.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toContain(refusalText('stale_class'));
    const mails = [...(await mailsAbout('Storm')), ...(await mailsAbout('Power cut'))];
    expect(mails.map((m) => m.to).sort()).toEqual(expectedTo());
    expect(await historyOf(s.id)).toHaveLength(1);
  });

  it('refuses to cancel or move a class already held', async () => {
    const s = (await someSessions(f.batchId)).held[1]!;
    const before = await db().outbox.count();
    await fails(cancelSession(target(s), 'Late', ACTOR, Date.now()), refusalText('class_held'));
    const tomorrow = new Date(Date.now() + DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
    await fails(
      moveSession(target(s), tomorrow, '18:30', ACTOR, Date.now()),
      refusalText('class_held'),
    );
    expect(await load(s.id)).toMatchObject({
      status: 'scheduled',
      sequence: s.sequence,
      moved: false,
    });
    expect(await db().outbox.count()).toBe(before);
    expect(await historyOf(s.id)).toEqual([]);
  });

  it('moves a class to a new day and time in India, keeping its length, and e-mails the batch', async () => {
    const s = (await someSessions(f.batchId)).ahead[2]!;
    const day = new Date(s.startsAt.getTime() + 2 * DAY + 5.5 * 3600_000)
      .toISOString()
      .slice(0, 10);
    await fails(
      moveSession(target(s), '2027-02-30', '18:30', ACTOR, Date.now()),
      refusalText('move_date'),
    );
    await fails(moveSession(target(s), day, '25:00', ACTOR, Date.now()), refusalText('move_time'));
    await fails(moveSession(target(s), day, '6 pm', ACTOR, Date.now()), refusalText('move_time'));
    await fails(
      moveSession(target(s), '2020-01-06', '18:30', ACTOR, Date.now()),
      refusalText('move_past'),
    );
    await fails(
      moveSession({ ...target(s), sequence: 7 }, day, '18:30', ACTOR, Date.now()),
      refusalText('stale_class'),
    );
    const r = await moveSession(target(s), day, '18:30', ACTOR, Date.now());
    expect(r.mails).toBe(expectedTo().length);
    const moved = await load(s.id);
    expect(moved.startsAt.toISOString()).toBe(new Date(`${day}T18:30:00+05:30`).toISOString());
    expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(
      s.endsAt.getTime() - s.startsAt.getTime(),
    );
    expect(moved).toMatchObject({ moved: true, day: s.day, sequence: s.sequence + 1 });
    expect((await historyOf(s.id)).at(-1)!.changes).toEqual([
      { field: 'Time', before: classTimeText(s), after: classTimeText(moved) },
    ]);
    expect(classTimeText(moved)).toMatch(/, 6:30-9:00 PM IST$/);
    const mails = await mailsAbout(`moves to ${classTimeText(moved)}`);
    expect(mails.map((m) => m.to)).toEqual(expectedTo());
    await fails(
      moveSession(target(moved), day, '18:30', ACTOR, Date.now()),
      refusalText('move_same'),
    );
  });

  it('schedules a cancelled class again when it is moved', async () => {
    const s = (await someSessions(f.batchId)).ahead[3]!;
    await cancelSession(target(s), 'Holiday', ACTOR, Date.now());
    const c = await load(s.id);
    const day = new Date(s.startsAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await moveSession(target(c), day, '19:00', ACTOR, Date.now());
    expect(await load(s.id)).toMatchObject({
      status: 'scheduled',
      cancelReason: null,
      moved: true,
      sequence: s.sequence + 2,
    });
  });

  it('puts a cancelled class back at its own time: not moved, and the batch is told it is on again', async () => {
    const s = (await someSessions(f.batchId)).ahead[12]!;
    await cancelSession(target(s), 'Holiday', ACTOR, Date.now());
    const c = await load(s.id);
    const day = new Date(s.startsAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await moveSession(target(c), day, '07:00', ACTOR, Date.now());
    expect(await load(s.id)).toMatchObject({
      status: 'scheduled',
      moved: false,
      startsAt: s.startsAt,
      sequence: s.sequence + 2,
    });
    const told = await db().outbox.findMany({
      where: {
        topic: CLASS_CHANGE_TOPIC,
        text: { contains: 'cancelled before, takes place after all' },
      },
    });
    expect(told.map((m) => m.to).sort()).toEqual([...mailedLearners].sort());
    expect(told[0]!.subject).toContain('is on again');
  });

  it('adds and replaces a recording once a class has started, refusing bad addresses', async () => {
    const { held, ahead } = await someSessions(f.batchId);
    const s = held[2]!;
    const now = Date.now();
    await fails(
      addRecording(target(s), 'http://youtu.be/dQw4w9WgXcQ', ACTOR, now),
      refusalText('recording_url'),
    );
    await fails(
      addRecording(target(s), 'javascript:alert(1)', ACTOR, now),
      refusalText('recording_url'),
    );
    await fails(addRecording(target(s), '', ACTOR, now), refusalText('recording_url'));
    await fails(
      addRecording(target(ahead[4]!), 'https://youtu.be/dQw4w9WgXcQ', ACTOR, now),
      refusalText('class_not_started'),
    );
    await fails(
      addRecording({ ...target(s), sequence: 3 }, 'https://youtu.be/dQw4w9WgXcQ', ACTOR, now),
      refusalText('stale_class'),
    );
    // A class cancelled before it started gets no recording once its time has come (set
    // straight in the database and put back: later tests count the batch's cancellations).
    const off = ahead[10]!;
    const cancelled = await db().classSession.update({
      where: { id: off.id },
      data: { status: 'cancelled', cancelReason: 'Holiday' },
    });
    await fails(
      addRecording(
        target(cancelled),
        'https://youtu.be/dQw4w9WgXcQ',
        ACTOR,
        off.startsAt.getTime() + 1,
      ),
      refusalText('recording_cancelled'),
    );
    await db().classSession.update({
      where: { id: off.id },
      data: { status: 'scheduled', cancelReason: null },
    });
    await addRecording(target(s), 'https://youtu.be/dQw4w9WgXcQ', ACTOR, now);
    const first = await load(s.id);
    expect(first).toMatchObject({
      recordingUrl: 'https://youtu.be/dQw4w9WgXcQ',
      sequence: s.sequence,
    });
    expect(first.recordingAt?.getTime()).toBe(now);
    await addRecording(target(first), 'https://vimeo.com/123456789', ACTOR, now + 1000);
    expect(await load(s.id)).toMatchObject({ recordingUrl: 'https://vimeo.com/123456789' });
    expect((await historyOf(s.id)).map((h) => h.changes[0])).toEqual([
      { field: 'Recording', before: null, after: 'https://youtu.be/dQw4w9WgXcQ' },
      {
        field: 'Recording',
        before: 'https://youtu.be/dQw4w9WgXcQ',
        after: 'https://vimeo.com/123456789',
      },
    ]);
    expect(await db().outbox.count({ where: { text: { contains: 'vimeo' } } })).toBe(0);
  });

  it('shows a past class that was cancelled as cancelled, not held, and never schedules it again', async () => {
    const s = (await someSessions(f.batchId)).held[3]!;
    await db().classSession.update({
      where: { id: s.id },
      data: { status: 'cancelled', cancelReason: 'Holiday' },
    });
    const line = (await batchTimetable(f.cohortId, f.batchId, Date.now()))!.weeks
      .flatMap((w) => w.sessions)
      .find((l) => l.id === s.id)!;
    expect(line).toMatchObject({ status: 'cancelled', over: true, held: false });
    const now = await load(s.id);
    const tomorrow = new Date(Date.now() + DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
    await fails(
      moveSession(target(now), tomorrow, '18:30', ACTOR, Date.now()),
      refusalText('class_past_cancelled'),
    );
    await fails(
      cancelSession(target(now), 'Again', ACTOR, Date.now()),
      refusalText('already_cancelled'),
    );
    expect(await load(s.id)).toMatchObject({ status: 'cancelled', sequence: now.sequence });
    // As it was, for the tests after this one.
    await db().classSession.update({
      where: { id: s.id },
      data: { status: 'scheduled', cancelReason: null },
    });
  });

  it('reads the timetable by week with its history, and never another cohort’s batch', async () => {
    expect(await batchTimetable(f.otherCohortId, f.batchId, Date.now())).toBeNull();
    expect(await batchTimetable(f.cohortId, f.otherBatchId, Date.now())).toBeNull();
    expect(await batchTimetable(f.cohortId, 'no-such-batch', Date.now())).toBeNull();
    const t = (await batchTimetable(f.cohortId, f.batchId, Date.now()))!;
    expect(t.batch).toMatchObject({
      id: f.batchId,
      joinUrl: 'https://meet.example.com/b1-morning',
    });
    expect(t.cohort).toMatchObject({ id: f.cohortId, number: 40, title: expect.any(String) });
    expect(t.weeks.map((w) => w.week).slice(0, 3)).toEqual([1, 2, 3]);
    expect(t.weeks[0]!.sessions).toHaveLength(7);
    const sessions = t.weeks.flatMap((w) => w.sessions);
    const ids = new Set((await someSessions(f.batchId)).all.map((s) => s.id));
    expect(sessions.every((s) => ids.has(s.id))).toBe(true);
    expect(sessions[0]).toMatchObject({ held: true, started: true });
    expect(sessions.at(-1)).toMatchObject({ held: false, started: false });
    expect(sessions.every((s) => s.when.endsWith(' IST') && s.topic)).toBe(true);
    expect(sessions.filter((s) => s.status === 'cancelled')).toHaveLength(2);
    expect(t.history.length).toBeGreaterThan(5);
    expect(t.history.some((h) => h.about === 'Joining link')).toBe(true);
    expect(t.history.every((h) => h.actorName === ACTOR.name)).toBe(true);
  });

  // A cohort save's timetable sync read the classes, then wrote each by its id alone: a class
  // staff moved in between (moved, SEQUENCE up, the batch e-mailed) was put back at the slot or
  // removed with its day. The sync's read is held here while staff move the class.
  it('never overwrites nor removes a class staff moved while a cohort save was syncing', async () => {
    const now = Date.now();
    const c = await publishCohort(db(), {
      course: 'b1',
      number: 42,
      start: dayAfter(now, -7),
      end: dayAfter(now, 20),
      enrolUntil: dayAfter(now, -7),
      listPricePaise: 2_999_900,
      classDays: '1,2,3,4,5,6,7',
      batches: [{ slot: 0 }],
    });
    const batchId = c.batches[0]!.id;
    await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
    const { ahead } = await someSessions(batchId, now);
    const [gone, kept] = [ahead[0]!, ahead[7]!]; // the same weekday, a week apart
    expect(isoWeekday(gone.day)).toBe(isoWeekday(kept.day));
    // The cohort stops teaching on that weekday; the save's sync reads the classes first...
    const days = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(kept.day));
    await db().cohort.update({ where: { id: c.id }, data: { classDays: days.join(',') } });
    const newDay = dayAfter(now, 25);
    const racing = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop !== 'cohort') return Reflect.get(target, prop, receiver);
        return {
          findUnique: async (args: Parameters<typeof target.cohort.findUnique>[0]) => {
            const read = await target.cohort.findUnique(args);
            // ...and staff move one of them meanwhile.
            await moveSession(
              { cohortId: c.id, batchId, sessionId: kept.id, sequence: kept.sequence },
              newDay,
              '18:30',
              ACTOR,
              now,
            );
            return read;
          },
        };
      },
    }) as unknown as Tx;
    await syncCohortSessions(racing, c.id, now);
    expect(await db().classSession.findUnique({ where: { id: gone.id } })).toBeNull();
    expect(await db().classSession.findUnique({ where: { id: kept.id } })).toMatchObject({
      moved: true,
      sequence: kept.sequence + 1,
      day: kept.day,
    });
    expect(classTimeText(await load(kept.id))).toContain('6:30');
  });

  // A class day added mid-course (or the start moved earlier) made a class on every such day gone
  // by: classes never held showed as held, and the curriculum's lessons of the classes after them,
  // held ones with their recordings, shifted by one each.
  it('adds a class day mid-course from today on only, leaving the lessons of held classes', async () => {
    const now = Date.now();
    const c = await publishCohort(db(), {
      course: 'b1',
      number: 43,
      start: dayAfter(now, -21),
      end: dayAfter(now, 21),
      enrolUntil: dayAfter(now, -21),
      listPricePaise: 2_999_900,
      classDays: '1,3,5',
      batches: [{ slot: 0 }],
    });
    const batchId = c.batches[0]!.id;
    await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
    const lessons = async () => {
      const all = await db().classSession.findMany({ where: { batchId } });
      const plan = lessonPlan('b1', all);
      return all
        .filter((s) => s.endsAt.getTime() <= now)
        .map((s) => [s.day, plan.get(s.id)?.lesson])
        .sort();
    };
    const before = await someSessions(batchId, now);
    const heldLessons = await lessons();
    await db().cohort.update({ where: { id: c.id }, data: { classDays: '1,2,3,4,5' } });
    const r = await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
    expect(r.created).toBeGreaterThan(0);
    const after = await someSessions(batchId, now);
    expect(after.held.map((s) => s.id)).toEqual(before.held.map((s) => s.id));
    expect(await lessons()).toEqual(heldLessons);
    expect(after.all.length).toBe(before.all.length + r.created);
  });
});
