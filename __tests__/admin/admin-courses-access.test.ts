/**
 * Who may do what in the courses' back office (issue 24), on SQLite and PostgreSQL: every page as
 * anonymous, learner, staff and admin; the server actions as each (only admins change anything,
 * and a refused save writes nothing); the roster CSV handler as each.
 */
import CoursesPage from '@/app/(staff)/admin/courses/page';
import NewCohortPage from '@/app/(staff)/admin/courses/new/page';
import CohortPage from '@/app/(staff)/admin/courses/[id]/page';
import WaitlistPage from '@/app/(staff)/admin/courses/waitlist/[course]/page';
import { GET as rosterGET } from '@/app/api/admin/courses/[id]/roster/route';
import * as courseActions from '@/lib/admin/actions/courses';
import { STALE_COHORT } from '@/lib/admin/courses/editor';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { userWithSession } from '@/__tests__/support/auth';
import {
  badInputs,
  cohortFormData,
  enrolIn,
  goodCohort,
  waitlistLead,
  withPatch,
} from '@/__tests__/support/course-admin';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

type Who = 'anonymous' | 'learner' | 'staff' | 'admin';
const whos: Who[] = ['anonymous', 'learner', 'staff', 'admin'];

/** A page's or action's answer: a redirect (where to), an HTTP error, or 200 with what it gave. */
async function call(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { outcome: 200 as const, value, tree: JSON.stringify(value, skipOwners()) };
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
function skipOwners() {
  const seen = new WeakSet<object>();
  return (k: string, v: unknown) => {
    if (typeof v === 'function' || k === '_owner' || k === '_store') return undefined;
    if (v && typeof v === 'object') {
      if (seen.has(v)) return undefined;
      seen.add(v);
    }
    return v;
  };
}

const props = <P>(p: P, s: Record<string, string> = {}) => ({
  params: Promise.resolve(p),
  searchParams: Promise.resolve(s),
});

describe.each(backends)('the courses’ back office by role on %s', (backend) => {
  let database: TestDatabase;
  const users = {} as Record<
    Exclude<Who, 'anonymous'>,
    { email: string; headers: { cookie: string } }
  >;
  const as = (who: Who) => {
    request.cookie = who === 'anonymous' ? undefined : users[who].headers.cookie;
  };
  const snapshot = async () => ({
    cohorts: await db().cohort.findMany({
      select: { id: true, number: true, status: true, version: true },
      orderBy: { id: 'asc' },
    }),
    tiers: await db().cohortTier.count(),
    batches: await db().batch.findMany({ select: { id: true, capacity: true, open: true } }),
    changes: await db().cohortChange.count(),
    invites: await db().waitlistInvite.count(),
    outbox: await db().outbox.count(),
  });
  let cohortId = '';

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
    await waitlistLead('b1', 'Meera Iyer', 1);
    const b = await db().batch.findUniqueOrThrow({ where: { id: 'batch-b1-13-0' } });
    await enrolIn(b, { fullName: '=HYPERLINK("http://evil.example")', overCapacity: true });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const pages: [string, () => Promise<unknown>][] = [
    ['/admin/courses', () => CoursesPage(props({}))],
    ['/admin/courses/new?course=b1', () => NewCohortPage(props({}, { course: 'b1' }))],
    ['/admin/courses/cohort-b1-13', () => CohortPage(props({ id: 'cohort-b1-13' }))],
    ['/admin/courses/waitlist/b1', () => WaitlistPage(props({ course: 'b1' }))],
  ];
  const expected = { anonymous: 'login', learner: 403, staff: 200, admin: 200 } as const;
  it.each(pages.flatMap(([path, render]) => whos.map((who) => [path, who, render] as const)))(
    'page %s as %s',
    async (_path, who, render) => {
      as(who);
      const r = await call(render);
      expect(r.outcome).toBe(expected[who]);
    },
  );

  it('shows the editor and the exports to admins only', async () => {
    as('staff');
    const staffNew = (await call(pages[1]![1])).tree!;
    expect(staffNew).toContain('Only admins can schedule a cohort.');
    expect(staffNew).not.toContain('"initial"');
    const staffCohort = (await call(pages[2]![1])).tree!;
    // The roster's CSV links show when BatchRosters is told the viewer is an admin.
    expect(staffCohort).toContain('"admin":false');
    expect(staffCohort).not.toContain('"initial"');
    expect(staffCohort).toContain('HYPERLINK');
    as('admin');
    expect((await call(pages[1]![1])).tree).toContain('"initial"');
    expect((await call(pages[2]![1])).tree).toContain('"admin":true');
    expect((await call(pages[0]![1])).tree).toContain('Schedule next cohort');
  });

  describe('server actions', () => {
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'saveCohortAction',
        () =>
          courseActions.saveCohortAction(
            null,
            cohortFormData(goodCohort(), { course: 'b1', intent: 'published' }),
          ),
      ],
      [
        'deleteCohortAction',
        () =>
          courseActions.deleteCohortAction(cohortFormData(goodCohort(), { id: 'cohort-b2-13' })),
      ],
      [
        'inviteWaitlistAction',
        () =>
          courseActions.inviteWaitlistAction(
            cohortFormData(goodCohort(), { cohortId: cohortId || 'cohort-b1-13', course: 'b1' }),
          ),
      ],
    ];
    const refused = { anonymous: 'login', learner: 403, staff: 403 } as const;
    it.each(
      attempts.flatMap(([name, run]) =>
        (['anonymous', 'learner', 'staff'] as const).map((who) => [name, who, run] as const),
      ),
    )('%s as %s is refused and changes nothing', async (_name, who, run) => {
      const before = await snapshot();
      as(who);
      expect((await call(run)).outcome).toBe(refused[who]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses every bad input for an admin, under its field, writing nothing', async () => {
      as('admin');
      const before = await snapshot();
      for (const [name, patch, path, message] of badInputs) {
        const form = cohortFormData(withPatch(patch), { course: 'b1', intent: 'published' });
        const r = await call(() => courseActions.saveCohortAction(null, form));
        expect([name, r.outcome]).toEqual([name, 200]);
        const state = r.value as courseActions.CohortFormState;
        expect([name, state?.fields[path]]).toEqual([name, message]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('schedules and publishes for an admin, then refuses a stale save', async () => {
      as('admin');
      const form = cohortFormData(goodCohort(), { course: 'b1', intent: 'published' });
      const r = await call(() => courseActions.saveCohortAction(null, form));
      expect(r.outcome).toBe('redirect');
      expect(r.to).toMatch(/^\/admin\/courses\/\w+\?saved=cohort_published$/);
      cohortId = r.to!.split('/')[3]!.split('?')[0]!;
      const c = await db().cohort.findUniqueOrThrow({ where: { id: cohortId } });
      expect(c).toMatchObject({ course: 'b1', number: 14, status: 'published', version: 0 });
      const admin = await db().user.findUniqueOrThrow({
        where: { id: (await db().user.findFirstOrThrow({ where: { role: 'admin' } })).id },
      });
      const change = await db().cohortChange.findFirstOrThrow({ where: { cohortId } });
      // The admin who made it, by id and by name (as the lead history records them).
      expect(admin.name).not.toBe('');
      expect(change).toMatchObject({ actorId: admin.id, actorName: admin.name });
      const before = await snapshot();
      const stale = cohortFormData(goodCohort(), {
        course: 'b1',
        id: cohortId,
        version: '3',
        intent: 'closed',
      });
      const s = await call(() => courseActions.saveCohortAction(null, stale));
      expect((s.value as courseActions.CohortFormState)?.message).toBe(STALE_COHORT);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses to delete a cohort with enrolments, saying to close it', async () => {
      as('admin');
      const form = new FormData();
      form.set('id', 'cohort-b1-13');
      form.set('version', '0');
      const r = await call(() => courseActions.deleteCohortAction(form));
      expect(r.to).toBe('/admin/courses/cohort-b1-13?error=cohort_enrolments');
      expect(await db().cohort.count({ where: { id: 'cohort-b1-13' } })).toBe(1);
    });

    it('invites the waitlist once for an admin, clicked twice', async () => {
      as('admin');
      const form = new FormData();
      form.set('cohortId', cohortId);
      form.set('course', 'b1');
      for (let i = 0; i < 2; i++) {
        const r = await call(() => courseActions.inviteWaitlistAction(form));
        expect(r.to).toBe('/admin/courses/waitlist/b1?saved=invited');
      }
      expect(await db().outbox.count({ where: { topic: 'waitlist-invite' } })).toBe(1);
    });
  });

  it('renders the cohort page with its editor, rosters, exports and history for an admin', async () => {
    as('admin');
    const html = renderToStaticMarkup((await call(pages[2]![1])).value as ReactElement);
    expect(html).toContain('Cohort number');
    expect(html).toContain('href="/api/admin/courses/cohort-b1-13/roster?batch=batch-b1-13-0"');
    expect(html).toContain('over capacity');
    expect(html).toContain('=HYPERLINK');
    as('staff');
    const staff = renderToStaticMarkup((await call(pages[2]![1])).value as ReactElement);
    expect(staff).not.toContain('Cohort number');
    expect(staff).not.toContain('/roster');
    // Cohort 14, scheduled by the admin above: its history, newest first, with who and what.
    as('admin');
    const c14 = renderToStaticMarkup(
      (await call(() => CohortPage(props({ id: cohortId })))).value as ReactElement,
    );
    // The history names who made each change (by name, as the lead history does).
    expect(c14).toContain('IST · Anand Admin</p>');
    expect(c14).toMatch(/<strong>Status<\/strong>: — → published/);
    expect(c14).toContain('Delete Cohort 14');
    // Cohort 15 is offered next, from Cohort 14.
    const next = renderToStaticMarkup((await call(pages[1]![1])).value as ReactElement);
    expect(next).toContain('Filled in from Cohort 14');
    expect(next).toMatch(/id="cohort-number"[^>]*value="15"|value="15"[^>]*id="cohort-number"/);
    for (const page of [pages[0]!, pages[3]!]) {
      as('admin');
      expect(renderToStaticMarkup((await call(page[1])).value as ReactElement)).toContain(
        'Waitlist',
      );
    }
  });

  it('exports a roster as CSV to admins only: BOM, formula-safe, one batch or all', async () => {
    const get = (who: Who, id = 'cohort-b1-13', q = '') =>
      rosterGET(
        new Request(`http://localhost/api/admin/courses/${id}/roster${q}`, {
          headers: who === 'anonymous' ? {} : users[who].headers,
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await get('anonymous')).status).toBe(401);
    expect((await get('learner')).status).toBe(403);
    expect((await get('staff')).status).toBe(403);
    const res = await get('admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('roster-b1-cohort-13-all-batches.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFBatch (IST),Reference,Learner,Status')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(',yes,');
    expect((await get('admin', 'cohort-b1-13', '?batch=batch-b1-13-1')).status).toBe(200);
    const one = await (await get('admin', 'cohort-b1-13', '?batch=batch-b1-13-1')).text();
    expect(one).not.toContain('HYPERLINK');
    expect((await get('admin', 'nope')).status).toBe(404);
    expect((await get('admin', 'cohort-b1-13', '?batch=batch-b2-13-0')).status).toBe(404);
  });
});
