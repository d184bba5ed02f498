/**
 * A batch's timetable by role (issue 25), on SQLite and PostgreSQL: the page and each server
 * action as anonymous, learner, staff and admin (staff and admins may; the others change nothing),
 * and each action's redirect back to the page with its flash code, saved or refused.
 */
import BatchTimetablePage from '@/app/(staff)/admin/courses/[id]/batches/[batchId]/page';
import CohortPage from '@/app/(staff)/admin/courses/[id]/page';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as classActions from '@/lib/admin/actions/classes';
import { flashText } from '@/lib/admin/flash-text';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { userWithSession } from '@/__tests__/support/auth';
import { someSessions, timetableFixture } from '@/__tests__/support/timetable';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

type Who = 'anonymous' | 'learner' | 'staff' | 'admin';

/** A page's or action's answer: a redirect (where to), an HTTP error, or 200 with what it gave. */
async function call(run: () => Promise<unknown>) {
  try {
    const value = await run();
    const seen = new WeakSet<object>();
    const tree = JSON.stringify(value, (k, v: unknown) => {
      if (typeof v === 'function' || k === '_owner' || k === '_store') return undefined;
      if (v && typeof v === 'object') {
        if (seen.has(v)) return undefined;
        seen.add(v);
      }
      return v;
    });
    return { outcome: 200 as const, value, tree };
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) {
      const to = digest.split(';').slice(2, -2).join(';');
      return { outcome: to.startsWith('/log-in') ? ('login' as const) : ('redirect' as const), to };
    }
    if (digest.endsWith(';403')) return { outcome: 403 as const };
    if (digest.endsWith(';404')) return { outcome: 404 as const };
    throw e;
  }
}

const form = (fields: Record<string, string | number>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, String(v));
  return f;
};

describe.each(backends)('a batch’s timetable by role on %s', (backend) => {
  let database: TestDatabase;
  let f: Awaited<ReturnType<typeof timetableFixture>>;
  const users = {} as Record<
    Exclude<Who, 'anonymous'>,
    { id: string; email: string; headers: { cookie: string } }
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
    users.learner = await userWithSession('learner', 'Kavya Rao');
    users.staff = await userWithSession('staff', 'Priya Office');
    users.admin = await userWithSession('admin', 'Anand Admin');
    f = await timetableFixture();
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const path = () => `/admin/courses/${f.cohortId}/batches/${f.batchId}`;
  const page =
    (cohortId = f.cohortId, batchId = f.batchId) =>
    () =>
      BatchTimetablePage({
        params: Promise.resolve({ id: cohortId, batchId }),
        searchParams: Promise.resolve({}),
      });
  const ahead = async (i: number) => (await someSessions(f.batchId)).ahead[i]!;
  const sessionForm = async (i: number, extra: Record<string, string>) => {
    const s = await ahead(i);
    return form({
      cohortId: f.cohortId,
      batchId: f.batchId,
      sessionId: s.id,
      sequence: s.sequence,
      ...extra,
    });
  };
  const snapshot = async () => ({
    sessions: await db().classSession.findMany({
      select: {
        id: true,
        status: true,
        sequence: true,
        topic: true,
        startsAt: true,
        recordingUrl: true,
      },
      orderBy: { id: 'asc' },
    }),
    joinUrls: await db().batch.findMany({
      select: { id: true, joinUrl: true },
      orderBy: { id: 'asc' },
    }),
    changes: await db().batchChange.count(),
    outbox: await db().outbox.count(),
  });

  it.each([
    ['anonymous', 'login'],
    ['learner', 403],
    ['staff', 200],
    ['admin', 200],
  ] as const)('shows the page as %s: %s', async (who, expected) => {
    as(who);
    expect((await call(page())).outcome).toBe(expected);
  });

  it('answers 404 for a batch of another cohort, or none', async () => {
    as('staff');
    expect((await call(page(f.otherCohortId, f.batchId))).outcome).toBe(404);
    expect((await call(page(f.cohortId, f.otherBatchId))).outcome).toBe(404);
    expect((await call(page(f.cohortId, 'nope'))).outcome).toBe(404);
  });

  const attempts: [string, () => Promise<unknown>][] = [
    [
      'setJoinUrlAction',
      () =>
        classActions.setJoinUrlAction(
          form({
            cohortId: f.cohortId,
            batchId: f.batchId,
            seen: '',
            joinUrl: 'https://evil.example/x',
          }),
        ),
    ],
    [
      'setSessionTopicAction',
      async () => classActions.setSessionTopicAction(await sessionForm(0, { topic: 'Hacked' })),
    ],
    [
      'cancelSessionAction',
      async () => classActions.cancelSessionAction(await sessionForm(0, { reason: 'No class' })),
    ],
    [
      'moveSessionAction',
      async () =>
        classActions.moveSessionAction(await sessionForm(0, { date: '2030-01-07', time: '07:00' })),
    ],
    [
      'addRecordingAction',
      async () =>
        classActions.addRecordingAction(
          form({
            cohortId: f.cohortId,
            batchId: f.batchId,
            sessionId: (await someSessions(f.batchId)).held[0]!.id,
            sequence: (await someSessions(f.batchId)).held[0]!.sequence,
            url: 'https://evil.example/video',
          }),
        ),
    ],
  ];
  it.each(
    attempts.flatMap(([name, run]) =>
      (['anonymous', 'learner'] as const).map((who) => [name, who, run] as const),
    ),
  )('%s as %s is refused and changes nothing', async (_name, who, run) => {
    const before = await snapshot();
    as(who);
    expect((await call(run)).outcome).toBe(who === 'anonymous' ? 'login' : 403);
    expect(await snapshot()).toEqual(before);
  });

  /** The action as `who`: the page it went back to, and its flash code's sentence. */
  const expectBack = async (
    who: Who,
    run: () => Promise<unknown>,
    kind: 'saved' | 'error',
    code: string,
  ) => {
    as(who);
    const r = await call(run);
    // A class's change comes back to that class (its anchor), the others to the page.
    const to = 'to' in r && typeof r.to === 'string' ? r.to.replace(/#class-\w+$/, '') : undefined;
    expect({ ...r, to }).toEqual({ outcome: 'redirect', to: `${path()}?${kind}=${code}` });
    expect(flashText(kind, code)).toEqual(expect.any(String));
    return r;
  };

  it('sets and removes the joining link for staff, and refuses a stale or http one', async () => {
    const link = 'https://meet.example.com/b1';
    const set = (seen: string, joinUrl: string) => () =>
      classActions.setJoinUrlAction(
        form({ cohortId: f.cohortId, batchId: f.batchId, seen, joinUrl }),
      );
    await expectBack('staff', set('', 'http://meet.example.com/b1'), 'error', 'join_url');
    await expectBack('staff', set('', link), 'saved', 'join_url');
    await expectBack('admin', set('', 'https://meet.example.com/other'), 'error', 'stale_join_url');
    const history = await db().batchChange.findFirstOrThrow({ where: { batchId: f.batchId } });
    // The member of staff who made it, by id and by name (as the lead history records them).
    expect(history).toMatchObject({
      actorId: users.staff.id,
      actorName: 'Priya Office',
      sessionId: null,
    });
    as('staff');
    expect((await call(page())).tree).toContain(link);
    await expectBack('admin', set(link, ''), 'saved', 'join_url_removed');
  });

  it('sets a topic, cancels, moves and adds a recording for staff and admins', async () => {
    await expectBack(
      'staff',
      async () => classActions.setSessionTopicAction(await sessionForm(0, { topic: 'Le futur' })),
      'saved',
      'session_topic',
    );
    expect((await ahead(0)).topic).toBe('Le futur');
    const s = await ahead(0);
    expect(
      await expectBack(
        'admin',
        async () => classActions.setSessionTopicAction(await sessionForm(0, { topic: 'Le futur' })),
        'saved',
        'session_topic',
      ),
    ).toMatchObject({ to: expect.stringMatching(new RegExp(`#class-${s.id}$`)) });
    await expectBack(
      'admin',
      async () => classActions.cancelSessionAction(await sessionForm(1, { reason: 'Diwali' })),
      'saved',
      'session_cancelled',
    );
    expect(
      await db().outbox.count({ where: { topic: 'class-change', text: { contains: 'Diwali' } } }),
    ).toBe(2);
    const day = (await ahead(2)).day;
    await expectBack(
      'staff',
      async () =>
        classActions.moveSessionAction(await sessionForm(2, { date: day, time: '20:00' })),
      'saved',
      'session_moved',
    );
    expect((await ahead(2)).moved).toBe(true);
    const held = (await someSessions(f.batchId)).held[0]!;
    const rec =
      (url: string, sequence = held.sequence) =>
      () =>
        classActions.addRecordingAction(
          form({ cohortId: f.cohortId, batchId: f.batchId, sessionId: held.id, sequence, url }),
        );
    await expectBack('staff', rec('https://youtu.be/dQw4w9WgXcQ'), 'saved', 'recording');
    const after = await db().classSession.findUniqueOrThrow({ where: { id: held.id } });
    expect(after.recordingUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(await db().batchChange.count({ where: { sessionId: held.id } })).toBe(1);
  });

  it('renders the weeks in IST with every field labelled, linked from the cohort page', async () => {
    as('staff');
    const html = renderToStaticMarkup((await call(page())).value as ReactElement);
    expect(html).toContain('Week 1');
    expect(html).toContain('Week 3');
    expect(html).toMatch(/\d:\d\d (AM|PM) IST/);
    expect(html).toContain(
      'Reason shown to learners: </dt><dd class="inline wrap-anywhere text-ink">Diwali',
    );
    expect(html).toContain('Le futur');
    expect(html).toContain('https://youtu.be/dQw4w9WgXcQ');
    expect(html).toContain('<details');
    // Every field a member of staff fills is inside its label (the hidden ones say which class).
    const fields = html
      .match(/<(input|textarea)\b[^>]*>/g)!
      .filter((t) => !t.includes('type="hidden"'));
    expect(fields.length).toBeGreaterThan(20);
    const labelled = html
      .split('<label')
      .slice(1)
      .map((part) => part.split('</label>')[0]!);
    const inLabels = labelled.flatMap((l) => l.match(/<(input|textarea)\b[^>]*>/g) ?? []);
    expect(inLabels).toHaveLength(fields.length);
    const cohort = renderToStaticMarkup(
      (
        await call(() =>
          CohortPage({
            params: Promise.resolve({ id: f.cohortId }),
            searchParams: Promise.resolve({}),
          }),
        )
      ).value as ReactElement,
    );
    expect(cohort).toContain(`href="/admin/courses/${f.cohortId}/batches/${f.batchId}"`);
    expect(cohort).toContain('Timetable and joining link');
  });

  it('goes back with the refusal’s code, changing nothing', async () => {
    const before = await snapshot();
    const s = await ahead(3);
    const stale = form({
      cohortId: f.cohortId,
      batchId: f.batchId,
      sessionId: s.id,
      sequence: s.sequence + 1,
      topic: 'x',
    });
    await expectBack(
      'staff',
      () => classActions.setSessionTopicAction(stale),
      'error',
      'stale_class',
    );
    await expectBack(
      'staff',
      async () => classActions.cancelSessionAction(await sessionForm(3, { reason: ' ' })),
      'error',
      'reason',
    );
    await expectBack(
      'staff',
      async () =>
        classActions.moveSessionAction(await sessionForm(3, { date: s.day, time: 'noon' })),
      'error',
      'move_time',
    );
    await expectBack(
      'staff',
      async () =>
        classActions.addRecordingAction(
          await sessionForm(3, { url: 'https://youtu.be/dQw4w9WgXcQ' }),
        ),
      'error',
      'class_not_started',
    );
    await expectBack(
      'staff',
      async () =>
        classActions.addRecordingAction(
          await sessionForm(3, { url: 'http://youtu.be/dQw4w9WgXcQ' }),
        ),
      'error',
      'recording_url',
    );
    const held = (await someSessions(f.batchId)).held[1]!;
    const heldForm = form({
      cohortId: f.cohortId,
      batchId: f.batchId,
      sessionId: held.id,
      sequence: held.sequence,
      reason: 'Late',
    });
    await expectBack(
      'staff',
      () => classActions.cancelSessionAction(heldForm),
      'error',
      'class_held',
    );
    const foreign = (await someSessions(f.otherBatchId)).ahead[0]!;
    const foreignForm = form({
      cohortId: f.cohortId,
      batchId: f.batchId,
      sessionId: foreign.id,
      sequence: foreign.sequence,
      reason: 'x',
    });
    await expectBack(
      'staff',
      () => classActions.cancelSessionAction(foreignForm),
      'error',
      'no_class',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('adds a holiday and moves a date for staff, back to the cohort’s holidays', async () => {
    const back = (kind: 'saved' | 'error', code: string) => ({
      outcome: 'redirect',
      to: `/admin/courses/${f.cohortId}?${kind}=${code}#holidays`,
    });
    const { version } = await db().cohort.findUniqueOrThrow({ where: { id: f.cohortId } });
    const day = (await ahead(4)).day;
    const holiday = (firstDay: string) => () =>
      classActions.addHolidayAction(
        form({ cohortId: f.cohortId, version, firstDay, lastDay: day, reason: 'Holi' }),
      );
    const move = (to: string) => () =>
      classActions.moveCohortDateAction(form({ cohortId: f.cohortId, from: day, to }));
    as('staff');
    expect(await call(holiday('soon'))).toEqual(back('error', 'holiday_day'));
    expect(await call(move(day))).toEqual(back('error', 'move_date_same'));
    const next = (await ahead(5)).day;
    expect(await call(move(next))).toEqual(back('error', 'move_date_taken'));
    expect(await call(holiday(day))).toEqual(back('error', 'holiday_choice'));
    const cancelled = form({
      cohortId: f.cohortId,
      version,
      firstDay: day,
      lastDay: day,
      reason: 'Holi',
      choice: 'cancel',
    });
    expect(await call(() => classActions.addHolidayAction(cancelled))).toEqual(
      back('saved', 'holiday'),
    );
    expect(await call(move(next))).toEqual(back('error', 'move_date_none'));
  });
});
