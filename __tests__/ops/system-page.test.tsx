/**
 * Issue 48, part C: /admin/system as the server renders it (admins only: the role table in
 * learner-access.test.ts has staff and learners refused), and the back office's banner, which
 * every back-office page shows staff while a cause is live, with the system page's link for admins.
 */
import StaffLayout from '@/app/(staff)/admin/layout';
import SystemPage from '@/app/(staff)/admin/system/page';
import { db } from '@/lib/db';
import { forgetBannerForTests } from '@/lib/ops/alert-mail';
import { forgetJobsForTests, registerJob, runJob } from '@/lib/ops/jobs';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { userWithSession } from '@/__tests__/support/auth';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));
jest.mock('@/lib/mail/outbox', () => ({
  ...jest.requireActual('@/lib/mail/outbox'),
  kickOutbox: jest.fn(),
}));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

/** The HTML a server component renders to (its parts are plain components), or the error it threw. */
async function render(f: () => Promise<unknown>): Promise<string> {
  let tree: unknown;
  try {
    tree = await f();
  } catch (e) {
    return `threw ${String((e as { digest?: string }).digest ?? e)}`;
  }
  const { renderToStaticMarkup } = await import('react-dom/server');
  return renderToStaticMarkup(tree as React.ReactElement).replace(/<!-- -->/g, '');
}

/** The back office's chrome around an empty page, as the signed-in user sees it. */
const layoutHtml = () => render(() => StaffLayout({ children: null }));
const banner = (html: string) => html.match(/<section[^>]*system-alerts.*?<\/section>/s)?.[0] ?? '';

describe.each(backends)('the system page and the banner on %s', (backend) => {
  let database: TestDatabase;
  const users: Record<'staff' | 'admin', { headers: { cookie: string } }> = {} as never;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@example.com',
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
    });
    users.staff = await userWithSession('staff', 'Priya Office');
    users.admin = await userWithSession('admin', 'Asha Admin');
  });
  afterAll(async () => {
    forgetJobsForTests();
    await useDatabase('file:/nonexistent/unused.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await database.drop();
  });
  beforeEach(() => forgetBannerForTests());
  const as = (who: 'staff' | 'admin') => (request.cookie = users[who].headers.cookie);

  it('shows an admin the version, database, backups, outbox failures, jobs and checklist', async () => {
    registerJob('digest', 5 * 60_000);
    await runJob('digest', 5 * 60_000, async () => {
      throw new Error('digest query failed');
    }).catch(() => undefined);
    await db().outbox.create({
      data: {
        topic: 'lead-staff',
        to: 'office@example.com',
        subject: 'New lead',
        text: 'Lead text',
        attempts: 2,
        lastError: 'connect ECONNREFUSED 127.0.0.1:9',
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    await db().backup.create({
      data: {
        trigger: 'manual',
        method: backend === 'sqlite' ? 'sqlite' : 'pg_dump',
        status: 'ok',
        finishedAt: new Date(),
        file: 'site-2026-12-02-0300.db.gz',
        sizeBytes: 123_456,
        verified: true,
      },
    });
    as('admin');
    const page = await render(() => SystemPage());
    expect(page).not.toMatch(/^threw/);
    for (const text of [
      'Needs attention',
      backend === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      'site-2026-12-02-0300.db.gz',
      '121 KB',
      'connect ECONNREFUSED 127.0.0.1:9', // the error, for admins
      'The staff’s morning digest',
      'digest query failed',
      'Launch checklist',
      'SITE_URL is http://localhost:3000',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toMatch(/All \d+ of this build’s are applied/);
    // Nothing about whom the e-mail was for or what it said.
    expect(page).not.toContain('office@example.com');
    expect(page).not.toContain('New lead');
  });

  it('is refused to staff', async () => {
    as('staff');
    expect(await render(() => SystemPage())).toMatch(/^threw .*;403$/);
  });

  it('the banner: nothing while all is well, then each live cause for staff, with the link for admins', async () => {
    await db().outbox.deleteMany();
    forgetJobsForTests();
    as('staff');
    const calm = await layoutHtml();
    expect(calm).toContain('Dashboard'); // the chrome rendered
    expect(banner(calm)).toBe('');
    await db().outbox.create({
      data: {
        topic: 'lead-staff',
        to: 'office@example.com',
        subject: 'New lead',
        text: 'Lead text',
        attempts: 6,
        lastError: 'connect ECONNREFUSED 127.0.0.1:9',
        createdAt: new Date(Date.now() - 3 * 3_600_000),
      },
    });
    forgetBannerForTests();
    const staff = banner(await layoutHtml());
    expect(staff).toContain('E-mail has been failing for 3 hours');
    expect(staff).toContain('check the inbox here for new leads');
    expect(staff).not.toContain('/admin/system');
    expect(staff).not.toContain('ECONNREFUSED');
    as('admin');
    const admin = banner(await layoutHtml());
    expect(admin).toContain('E-mail has been failing for 3 hours');
    expect(admin).toContain('check SMTP_URL');
    expect(admin).toContain('/admin/system');
    // The look that found it queued the admins' e-mail (once today).
    await new Promise((r) => setTimeout(r, 200));
    expect(await db().outbox.count({ where: { topic: 'alert' } })).toBe(1);
  });
});
