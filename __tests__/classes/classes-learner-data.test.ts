/**
 * What the dashboard and the player read of a batch's classes reaches only that batch's learners
 * whose enrolment lets them join: `learnerClasses` and `lessonRecordings` give a learner of another
 * batch nothing of this batch (no joining link, no recording), and a learner whose enrolment in
 * this very batch is still pending_payment nothing at all. And 'Reset link' changes the signed-in
 * learner's calendar address only. Both databases.
 */
import { feedIcs, feedToken } from '@/lib/classes/feed';
import { learnerClasses, lessonRecordings } from '@/lib/classes/learner';
import { syncCohortSessions } from '@/lib/classes/sync';
import { db } from '@/lib/db';
import { resetCalendarFeedAction } from '@/lib/learner/actions/calendar';
import { userWithSession } from '@/__tests__/support/auth';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { dayAfter, publishCohort } from '@/__tests__/support/cohorts';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
// React's per-request cache: here every call is its own request.
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

const JOIN = 'https://meet.example.com/b1-morning-secret';
const REC = 'https://youtu.be/dQw4w9WgXcQ';

describe.each(backends)("a batch's classes reach only its learners, on %s", (backend) => {
  let database: TestDatabase;
  const now = Date.now();
  const ids = { member: '', otherBatch: '', pending: '', batch: '', sibling: '' };
  let memberCookie = '';

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    // Classes every day from a week ago to a month ahead, in two batches (slots 0 and 1).
    const cohort = await publishCohort(db(), {
      course: 'b1',
      number: 50,
      start: dayAfter(now, -7),
      end: dayAfter(now, 30),
      enrolUntil: dayAfter(now, -7),
      listPricePaise: 2_999_900,
      classDays: '1,2,3,4,5,6,7',
      batches: [{ slot: 0 }, { slot: 1 }],
    });
    await db().$transaction((tx) => syncCohortSessions(tx, cohort.id, now));
    const batch = cohort.batches.find((b) => b.slot === 0)!;
    const sibling = cohort.batches.find((b) => b.slot === 1)!;
    ids.batch = batch.id;
    ids.sibling = sibling.id;
    await db().batch.update({ where: { id: batch.id }, data: { joinUrl: JOIN } });
    // The batch's first class was held and has its recording (the course's lesson 1.1).
    const first = await db().classSession.findFirstOrThrow({
      where: { batchId: batch.id },
      orderBy: { startsAt: 'asc' },
    });
    await db().classSession.update({
      where: { id: first.id },
      data: { recordingUrl: REC, recordingAt: new Date(now) },
    });

    let n = 0;
    const learner = async (b: typeof batch, status: string) => {
      n++;
      const user = await userWithSession('learner', `Learner ${n}`);
      if (n === 1) memberCookie = user.headers.cookie;
      await db().enrolment.create({
        data: {
          reference: `FS-CLS${n}${backend.slice(0, 2).toUpperCase()}`,
          course: 'b1',
          cohort: '50',
          batch: b.slot,
          cohortId: cohort.id,
          batchId: b.id,
          userId: user.id,
          fullName: `Learner ${n}`,
          email: `learner${n}.classes@example.com`,
          phone: '+91 9876543210',
          amountPaise: 1_999_900,
          mrpPaise: 2_999_900,
          quotedAt: new Date(now),
          quoteExpiresAt: new Date(now + 30 * 60_000),
          status,
        },
      });
      return user.id;
    };
    ids.member = await learner(batch, 'paid');
    ids.otherBatch = await learner(sibling, 'paid');
    ids.pending = await learner(batch, 'pending_payment');
  });
  afterAll(async () => {
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });

  it("gives the batch's paid learner its next class, joining link and recording (the control)", async () => {
    const classes = await learnerClasses(ids.member, now);
    expect(classes).toHaveLength(1);
    expect(classes[0]).toMatchObject({ batchId: ids.batch, course: 'b1', joinUrl: JOIN });
    expect(classes[0]!.next!.endsAt.getTime()).toBeGreaterThan(now);
    expect(await lessonRecordings(ids.member, 'b1')).toEqual(new Map([['1.1', REC]]));
  });

  it('gives a learner of another batch only their own batch: no link, no recording of this one', async () => {
    const classes = await learnerClasses(ids.otherBatch, now);
    expect(classes.map((c) => c.batchId)).toEqual([ids.sibling]);
    expect(classes[0]!.joinUrl).toBeNull();
    expect(JSON.stringify(classes)).not.toContain(JOIN);
    expect(JSON.stringify(classes)).not.toContain(ids.batch);
    expect((await lessonRecordings(ids.otherBatch, 'b1')).size).toBe(0);
  });

  it('gives a learner whose enrolment in the batch is pending_payment nothing', async () => {
    expect(await learnerClasses(ids.pending, now)).toEqual([]);
    expect((await lessonRecordings(ids.pending, 'b1')).size).toBe(0);
  });

  it('gives a course the learner is not in no recordings', async () => {
    expect((await lessonRecordings(ids.member, 'b2')).size).toBe(0);
  });

  it("'Reset link' gives the signed-in learner a new address and leaves others' alone", async () => {
    const before = await feedToken(ids.member);
    const others = await feedToken(ids.otherBatch);
    expect(await feedIcs(before)).toContain('BEGIN:VCALENDAR');
    request.cookie = memberCookie;
    const redirect = await resetCalendarFeedAction(new FormData()).catch(
      (e: { digest?: string }) => e.digest,
    );
    expect(String(redirect)).toMatch(/^NEXT_REDIRECT;\w+;\/dashboard\?calendar=reset;/);
    const after = await feedToken(ids.member);
    expect(after).not.toBe(before);
    expect(await feedIcs(before)).toBeNull();
    expect(await feedIcs(after)).toContain('BEGIN:VCALENDAR');
    expect(await feedToken(ids.otherBatch)).toBe(others);
  });
});
