// Readiness (lib/ops/readiness.ts, GET /api/health/ready), liveness (GET /api/health), the request
// id and the logged path (lib/ops/request-log.mjs), and the workers' stop at shutdown.
import { Client } from 'pg';
import { GET as liveGET } from '@/app/api/health/route';
import { GET as readyGET } from '@/app/api/health/ready/route';
import { db } from '@/lib/db';
import { startIntervalWorker, stopIntervalWorkers } from '@/lib/interval-worker';
import { readiness } from '@/lib/ops/readiness';
import {
  isShuttingDown,
  markShuttingDown,
  resetShutdownForTests,
} from '@/lib/ops/process-state.mjs';
import { loggedPath, requestIdFrom } from '@/lib/ops/request-log.mjs';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

afterEach(() => resetShutdownForTests());

describe.each(backends)('readiness on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url);
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('is ready with every migration applied; 503 with the reason while shutting down', async () => {
    expect(await readiness()).toEqual({ ready: true });
    const ok = await readyGET();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({ status: 'ready' });

    markShuttingDown();
    const down = await readyGET();
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toMatchObject({ status: 'not_ready', reason: 'shutting_down' });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [last] = await db().$queryRawUnsafe<{ name: string }[]>(
      'SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1',
    );
    await db().$executeRawUnsafe(
      `UPDATE _prisma_migrations SET rolled_back_at = finished_at WHERE migration_name = '${last!.name}'`,
    );
    try {
      expect(await readiness()).toMatchObject({
        ready: false,
        reason: 'migrations_pending',
        pending: [last!.name],
      });
      const res = await readyGET();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ reason: 'migrations_pending' });
    } finally {
      await db().$executeRawUnsafe(
        `UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = '${last!.name}'`,
      );
    }
    expect(await readiness()).toEqual({ ready: true });
  });

  if (backend === 'postgresql') {
    it('answers not ready within about a second when the database does not answer', async () => {
      // Another session holds the migrations table: the check's query waits.
      const holder = new Client({ connectionString: database.url });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE _prisma_migrations IN ACCESS EXCLUSIVE MODE');
      try {
        const started = Date.now();
        expect(await readiness()).toMatchObject({ ready: false, reason: 'database_timeout' });
        const took = Date.now() - started;
        expect(took).toBeGreaterThanOrEqual(950);
        expect(took).toBeLessThan(2_500);
        // A flood of checks while it is stuck sends no query of its own: each would wait on the
        // lock holding a pooled connection, and the site's own queries would queue behind them.
        const sent = jest.spyOn(db(), '$queryRawUnsafe');
        try {
          const flood = await Promise.all(Array.from({ length: 20 }, () => readiness()));
          expect(flood.every((r) => !r.ready && r.reason === 'database_timeout')).toBe(true);
          expect(sent).not.toHaveBeenCalled();
        } finally {
          sent.mockRestore();
        }
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      expect(await readiness()).toEqual({ ready: true });
    });
  }
});

describe('readiness without a database', () => {
  afterAll(() => useDatabase('file:/nonexistent-after-suite.db'));

  it('is 503 database_unavailable when PostgreSQL refuses the connection, while /api/health stays 200', async () => {
    await useDatabase('postgresql://postgres@127.0.0.1:1/none');
    const res = await readyGET();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ reason: 'database_unavailable' });
    const live = liveGET();
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('is 503 database_unavailable when the SQLite file cannot be opened', async () => {
    await useDatabase('file:/nonexistent-dir/none.db');
    expect(await readiness()).toMatchObject({ ready: false, reason: 'database_unavailable' });
  });
});

describe('request ids', () => {
  it('takes a well-formed X-Request-Id only from a trusted proxy, else makes a new one', () => {
    expect(requestIdFrom('proxy-id-0123', true)).toBe('proxy-id-0123');
    expect(requestIdFrom(['proxy-id-0123', 'x'], true)).toBe('proxy-id-0123');
    const fresh = [
      requestIdFrom('proxy-id-0123', false),
      requestIdFrom('short', true),
      requestIdFrom('has space in it', true),
      requestIdFrom('x'.repeat(129), true),
      requestIdFrom('<script>alert(1)</script>', true),
      requestIdFrom(undefined, true),
    ];
    for (const id of fresh)
      expect(id).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(?:-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(fresh).size).toBe(fresh.length);
  });
});

describe('the logged path', () => {
  it.each([
    ['/', '/'],
    ['/faqs?email=a@b.example&phone=9876543210', '/faqs'],
    ['/blog/learn-french-fast#top', '/blog/learn-french-fast'],
    ['/calendar/Zm9vYmFyYmF6cXV4.ics', '/calendar/:id'],
    ['/x/../calendar/abc.ics', '/calendar/:id'],
    ['/certificates/CERT-7KQ2/verify', '/certificates/:id/verify'],
    ['/admin/enrolments/FS-ABCD-1234', '/admin/enrolments/:id'],
    ['/admin/leads/clx0abc', '/admin/leads/:id'],
    ['/api/enrolments/FS-ABCD-1234/transfer', '/api/enrolments/:id/transfer'],
    ['/api/request-a-callback/abc', '/api/request-a-callback/:id'],
    ['/api/reservations/abc', '/api/reservations/:id'],
    ['/api/admin/uploads/u1', '/api/admin/uploads/:id'],
    ['/api/dashboard/certificates/c1', '/api/dashboard/certificates/:id'],
    ['/anything/someone%40example.com', '/anything/:id'],
    ['/anything/98765%2043210', '/anything/:id'],
    ['/anything/+91-98765-43210', '/anything/:id'],
    ['/anything/a1b2c3d4e5f6g7h8i9j0k', '/anything/:id'],
    [
      '/_next/static/chunks/0a1b2c3d4e5f6a7b8c9d.js',
      '/_next/static/chunks/0a1b2c3d4e5f6a7b8c9d.js',
    ],
    ['/admin/courses/c1/batches/b2', '/admin/courses/c1/batches/b2'],
    ['http://example.com/faqs?email=a@b.example', '/faqs'],
    ['*', '/*'],
    ['http://[::1/', '/:unparsed-target'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});

describe('background workers at shutdown', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url);
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('finish the pass they are in, start no other, and none starts once shutting down', async () => {
    let passes = 0;
    let finished = 0;
    startIntervalWorker('test-stop', 20, async () => {
      passes++;
      await new Promise((r) => setTimeout(r, 300));
      finished++;
    });
    while (passes === 0) await new Promise((r) => setTimeout(r, 10));
    markShuttingDown();
    expect(isShuttingDown()).toBe(true);
    await stopIntervalWorkers();
    expect(finished).toBe(passes);
    await new Promise((r) => setTimeout(r, 100));
    expect(passes).toBe(finished);
    let late = 0;
    startIntervalWorker('test-late', 20, async () => {
      late++;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(late).toBe(0);
    await stopIntervalWorkers();
  });
});
