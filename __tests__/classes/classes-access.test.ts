/**
 * Issue 25's access table: every new page, handler and action, as anonymous, a paid learner of
 * the batch, a learner of another batch, a learner awaiting payment, one whose transfer awaits
 * staff's confirmation (no access while content/classes.ts says so), staff and admin; the batch's
 * joining link and its recording appear only where they are allowed.
 */
import DashboardPage from '@/app/(learner)/dashboard/page';
import PlayerPage from '@/app/(learner)/french-course-layout/page';
import BatchTimetablePage from '@/app/(staff)/admin/courses/[id]/batches/[batchId]/page';
import { GET as feedGET } from '@/app/calendar/[file]/route';
import { addRecordingAction, setJoinUrlAction } from '@/lib/admin/actions/classes';
import { feedToken } from '@/lib/classes/feed';
import { db } from '@/lib/db';
import { resetCalendarFeedAction } from '@/lib/learner/actions/calendar';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { userWithSession } from '@/__tests__/support/auth';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { someSessions, timetableFixture } from '@/__tests__/support/timetable';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

const JOIN_A = 'https://meet.example.com/batch-a-secret';
const JOIN_B = 'https://meet.example.com/batch-b-secret';
const REC_A = 'https://youtu.be/AAAAAAAAAAA';
const REC_B = 'https://youtu.be/BBBBBBBBBBB';

const WHO = ['anonymous', 'member', 'other', 'waiting', 'awaiting', 'staff', 'admin'] as const;
type Who = (typeof WHO)[number];
type Seen = 'login' | 403 | 404 | 'none' | 'A' | 'B';

/** What a call gave: a redirect to sign in, an HTTP error, or which batch's secrets it showed. */
async function seen(run: () => Promise<unknown>): Promise<Seen> {
  let text: string;
  try {
    const value = await run();
    if (value instanceof Response) {
      if (value.status !== 200) return value.status as 404;
      text = await value.text();
    } else {
      const objects = new WeakSet<object>();
      text = JSON.stringify(value, (k, v: unknown) => {
        if (typeof v === 'function' || k === '_owner' || k === '_store') return undefined;
        if (v && typeof v === 'object') {
          if (objects.has(v)) return undefined;
          objects.add(v);
        }
        return v;
      });
    }
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return digest.includes(';/log-in') ? 'login' : 'none';
    if (digest.endsWith(';403')) return 403;
    if (digest.endsWith(';404')) return 404;
    throw e;
  }
  const a = text.includes(JOIN_A) || text.includes(REC_A) || text.includes('AAAAAAAAAAA');
  const b = text.includes(JOIN_B) || text.includes(REC_B) || text.includes('BBBBBBBBBBB');
  if (a && b) throw new Error('one answer showed both batches');
  return a ? 'A' : b ? 'B' : 'none';
}

describe.each(backends)('who sees a batch’s classes on %s', (backend) => {
  let database: TestDatabase;
  let fx: Awaited<ReturnType<typeof timetableFixture>>;
  const users = {} as Record<
    Exclude<Who, 'anonymous'>,
    { id: string; headers: { cookie: string } }
  >;
  const as = (who: Who) => {
    request.cookie = who === 'anonymous' ? undefined : users[who].headers.cookie;
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    fx = await timetableFixture();
    for (const who of WHO.filter((w) => w !== 'anonymous')) {
      const role = who === 'staff' ? 'staff' : who === 'admin' ? 'admin' : 'learner';
      users[who] = await userWithSession(role, `Person ${who}`);
    }
    const link = (enrolmentId: string, userId: string) =>
      db().enrolment.update({ where: { id: enrolmentId }, data: { userId } });
    await link(fx.learners.paid.id, users.member.id);
    await link(fx.learners.sibling.id, users.other.id);
    await link(fx.learners.pending.id, users.waiting.id);
    await link(fx.learners.awaiting.id, users.awaiting.id);
    await db().batch.update({ where: { id: fx.batchId }, data: { joinUrl: JOIN_A } });
    await db().batch.update({ where: { id: fx.siblingBatchId }, data: { joinUrl: JOIN_B } });
    for (const [batchId, url] of [
      [fx.batchId, REC_A],
      [fx.siblingBatchId, REC_B],
    ] as const) {
      const { held } = await someSessions(batchId);
      await db().classSession.update({
        where: { id: held[0]!.id },
        data: { recordingUrl: url, recordingAt: new Date() },
      });
    }
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const search = (s: Record<string, string>) => ({ searchParams: Promise.resolve(s) });
  const table: [string, () => Promise<unknown>, Record<Who, Seen>][] = [
    [
      '/dashboard',
      () => DashboardPage(search({})),
      {
        anonymous: 'login',
        member: 'A',
        other: 'B',
        waiting: 'none',
        awaiting: 'none',
        staff: 'none',
        admin: 'none',
      },
    ],
    [
      '/french-course-layout (the first lesson)',
      () => PlayerPage(search({ course: 'b1', lesson: '1.1' })),
      {
        anonymous: 'login',
        member: 'A',
        other: 'B',
        waiting: 'none',
        awaiting: 'none',
        staff: 'none',
        admin: 'none',
      },
    ],
    [
      '/admin/courses/:id/batches/:batchId',
      () =>
        BatchTimetablePage({
          params: Promise.resolve({ id: fx.cohortId, batchId: fx.batchId }),
          searchParams: Promise.resolve({}),
        }),
      {
        anonymous: 'login',
        member: 403,
        other: 403,
        waiting: 403,
        awaiting: 403,
        staff: 'A',
        admin: 'A',
      },
    ],
  ];

  it.each(table.map(([name]) => name))('%s', async (name) => {
    const [, render, expected] = table.find(([n]) => n === name)!;
    const got = {} as Record<Who, Seen>;
    for (const who of WHO) {
      as(who);
      got[who] = await seen(render);
    }
    expect(got).toEqual(expected);
  });

  it('/calendar/<token>.ics: each person’s own feed, and 404 for anyone without a token', async () => {
    const got = {} as Record<Who, Seen>;
    for (const who of WHO) {
      const token = who === 'anonymous' ? 'x'.repeat(43) : await feedToken(users[who].id);
      got[who] = await seen(() =>
        feedGET(new Request('http://localhost/'), {
          params: Promise.resolve({ file: `${token}.ics` }),
        }),
      );
    }
    expect(got).toEqual({
      anonymous: 404,
      member: 'A',
      other: 'B',
      waiting: 'none',
      awaiting: 'none',
      staff: 'none',
      admin: 'none',
    });
  });

  it('the staff actions change a batch for staff and admins only; a learner changes nothing', async () => {
    const joinForm = (url: string, was: string) => {
      const f = new FormData();
      f.set('cohortId', fx.cohortId);
      f.set('batchId', fx.batchId);
      f.set('seen', was);
      f.set('joinUrl', url);
      return f;
    };
    for (const who of WHO) {
      as(who);
      const before = (await db().batch.findUniqueOrThrow({ where: { id: fx.batchId } })).joinUrl!;
      const url = `https://meet.example.com/${who}`;
      const outcome = await seen(() => setJoinUrlAction(joinForm(url, before)));
      const after = (await db().batch.findUniqueOrThrow({ where: { id: fx.batchId } })).joinUrl;
      const allowed = who === 'staff' || who === 'admin';
      expect([who, after]).toEqual([who, allowed ? url : before]);
      if (!allowed) expect([who, outcome]).toEqual([who, who === 'anonymous' ? 'login' : 403]);
      // and the recording of a held class
      const { held } = await someSessions(fx.batchId);
      const s = held[1]!;
      const f = new FormData();
      for (const [k, v] of Object.entries({
        cohortId: fx.cohortId,
        batchId: fx.batchId,
        sessionId: s.id,
        sequence: String(s.sequence),
        seen: s.recordingUrl ?? '',
        url: `https://vimeo.com/${100000 + WHO.indexOf(who)}`,
      }))
        f.set(k, v);
      await seen(() => addRecordingAction(f));
      const rec = (await db().classSession.findUniqueOrThrow({ where: { id: s.id } })).recordingUrl;
      expect([who, rec === `https://vimeo.com/${100000 + WHO.indexOf(who)}`]).toEqual([
        who,
        allowed,
      ]);
    }
    await db().batch.update({ where: { id: fx.batchId }, data: { joinUrl: JOIN_A } });
  });

  it('Reset link resets only the signed-in person’s own address', async () => {
    as('anonymous');
    expect(await seen(() => resetCalendarFeedAction(new FormData()))).toBe('login');
    const before = Object.fromEntries(
      await Promise.all(
        (['member', 'other'] as const).map(async (w) => [w, await feedToken(users[w].id)]),
      ),
    ) as Record<'member' | 'other', string>;
    as('other');
    expect(await seen(() => resetCalendarFeedAction(new FormData()))).toBe('none');
    expect(await feedToken(users.member.id)).toBe(before.member);
    expect(await feedToken(users.other.id)).not.toBe(before.other);
  });
});
