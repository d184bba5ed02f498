import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { backends, createTestDatabase, type TestDatabase } from '@/__tests__/support/databases';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const migrate = (url: string) =>
  run(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
  });

async function appliedMigrations(url: string): Promise<string[]> {
  if (url.startsWith('file:')) {
    const db = new Database(url.slice(5), { readonly: true });
    const rows = db
      .prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL')
      .all() as {
      migration_name: string;
    }[];
    const mode = (db.pragma('journal_mode', { simple: true }) as string).toLowerCase();
    db.close();
    expect(mode).toBe('wal');
    return rows.map((r) => r.migration_name).sort();
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  const r = await c.query(
    'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL',
  );
  await c.end();
  return r.rows.map((x: { migration_name: string }) => x.migration_name).sort();
}

describe.each(backends)('migrations on %s', (backend) => {
  const committed = readdirSync(path.join(root, 'prisma', 'migrations', backend), {
    withFileTypes: true,
  })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it('two instances migrating at once apply each migration exactly once', async () => {
    database = await createTestDatabase(backend, { migrated: false });
    const outputs = await Promise.all([migrate(database.url), migrate(database.url)]);
    const said = outputs.map((o) => o.stdout).join('\n');
    // one applied everything, the other found it done
    expect(said.match(/applied \d+ migration/g)).toHaveLength(1);
    expect(said).toContain('up to date');
    expect(await appliedMigrations(database.url)).toEqual(committed);
  });

  it('is idempotent', async () => {
    database = await createTestDatabase(backend);
    const again = await migrate(database.url);
    expect(again.stdout).toContain('Database: up to date');
    expect(await appliedMigrations(database.url)).toEqual(committed);
  });
});

describe.each(backends)('the lead-table migration on %s', (backend) => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  const contactRows = [
    [
      'c1',
      'new',
      'Asha Verma',
      'asha@example.com',
      '',
      'General enquiry',
      'Line one\nline two',
      'Leave us a message',
      '/ContactUs',
      null,
      'hash1',
      'UA 1',
      '2026-11-20T10:00:00.000Z',
    ],
    [
      'c2',
      'spam',
      'Bot Bot',
      'bot@example.com',
      'Buy',
      'Other',
      'spam "quoted" text',
      'Leave us a message',
      null,
      'honeypot',
      null,
      null,
      null,
    ],
    [
      'c3',
      'contacted',
      'प्रिया शर्मा',
      'priya@example.com',
      '',
      'Kids and teens classes',
      "Zoë's class?",
      'Leave us a message',
      '/',
      null,
      'hash3',
      null,
      null,
    ],
  ] as const;
  const callbackRows = [
    [
      'b1',
      'new',
      'Rohan',
      'Mehta',
      '+91 9876543210',
      'rohan@example.com',
      'B1 Intermediate',
      '/intermediate-course',
      null,
      'hash4',
      'UA 4',
      '2026-11-21T08:30:00.000Z',
    ],
    ['b2', 'closed', 'Łukasz', 'Nowak', '+48 123456789', null, null, null, null, null, null, null],
  ] as const;

  async function fillOldTables(url: string) {
    const contactSql = `INSERT INTO "ContactMessage" ("id","status","name","email","subject","purpose","message","contactingFor","page","spamReason","ipHash","userAgent","notifiedAt","createdAt","updatedAt") VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`;
    const callbackSql = `INSERT INTO "CallbackRequest" ("id","status","firstName","lastName","phoneNumber","email","course","page","spamReason","ipHash","userAgent","notifiedAt","createdAt","updatedAt") VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`;
    const created = '2026-11-01T09:15:00.000Z';
    if (url.startsWith('file:')) {
      const db = new Database(url.slice(5));
      const toSqlite = (sql: string) => sql.replace(/\$\d+/g, '?');
      const ms = (iso: string | null) => (iso ? new Date(iso).getTime() : null);
      for (const r of contactRows)
        db.prepare(toSqlite(contactSql)).run(
          ...r.slice(0, 12),
          ms(r[12]),
          ms(created),
          ms(created),
        );
      for (const r of callbackRows)
        db.prepare(toSqlite(callbackSql)).run(
          ...r.slice(0, 11),
          ms(r[11]),
          ms(created),
          ms(created),
        );
      db.close();
      return;
    }
    const c = new Client({ connectionString: url });
    await c.connect();
    for (const r of contactRows) await c.query(contactSql, [...r, created, created]);
    for (const r of callbackRows) await c.query(callbackSql, [...r, created, created]);
    await c.end();
  }

  async function leads(url: string): Promise<Record<string, unknown>[]> {
    const sql = `SELECT "id","kind","status","name","email","phone","course","subject","message","page","details","spamReason","ipHash","userAgent","notifiedAt","createdAt" FROM "Lead" ORDER BY "id"`;
    if (url.startsWith('file:')) {
      const db = new Database(url.slice(5), { readonly: true });
      const rows = db.prepare(sql).all() as Record<string, unknown>[];
      db.close();
      return rows.map((r) => ({
        ...r,
        notifiedAt: r.notifiedAt === null ? null : new Date(Number(r.notifiedAt)).toISOString(),
        createdAt: new Date(Number(r.createdAt)).toISOString(),
        details: JSON.parse(String(r.details)),
      }));
    }
    const c = new Client({ connectionString: url });
    await c.connect();
    const r = await c.query(sql);
    await c.end();
    return r.rows.map((x: Record<string, unknown>) => ({
      ...x,
      notifiedAt: x.notifiedAt === null ? null : (x.notifiedAt as Date).toISOString(),
      createdAt: (x.createdAt as Date).toISOString(),
      details: JSON.parse(String(x.details)),
    }));
  }

  it('moves every contact message and callback request into Lead, losing nothing', async () => {
    database = await createTestDatabase(backend, { migrated: false });
    await run(
      process.execPath,
      [path.join(root, 'scripts', 'migrate.mjs'), '--to', '20261121091548_init'],
      { env: { ...process.env, DATABASE_URL: database.url } },
    );
    await fillOldTables(database.url);
    await migrate(database.url);
    const rows = await leads(database.url);
    expect(rows).toHaveLength(contactRows.length + callbackRows.length);
    const byId = Object.fromEntries(rows.map((r) => [String(r.id), r]));
    for (const r of contactRows) {
      expect(byId[r[0]]).toEqual({
        id: r[0],
        kind: 'contact',
        status: r[1],
        name: r[2],
        email: r[3],
        phone: null,
        course: null,
        subject: r[5],
        message: r[6],
        page: r[8],
        details: { subject: r[4], purpose: r[5], contactingFor: r[7] },
        spamReason: r[9],
        ipHash: r[10],
        userAgent: r[11],
        notifiedAt: r[12],
        createdAt: '2026-11-01T09:15:00.000Z',
      });
    }
    for (const r of callbackRows) {
      expect(byId[r[0]]).toEqual({
        id: r[0],
        kind: 'callback',
        status: r[1],
        name: `${r[2]} ${r[3]}`,
        email: r[5],
        phone: r[4],
        course: r[6],
        subject: null,
        message: null,
        page: r[7],
        details: { firstName: r[2], lastName: r[3] },
        spamReason: r[8],
        ipHash: r[9],
        userAgent: r[10],
        notifiedAt: r[11],
        createdAt: '2026-11-01T09:15:00.000Z',
      });
    }
  });
});

describe('committed migrations', () => {
  it.each(backends)('match prisma/schema.prisma on %s (no change left unmigrated)', async (p) => {
    const script = `
      import { diffFromMigrations } from './lib/db/schema-engine.mjs';
      const scratch = process.argv[1] === 'sqlite' ? 'file:' + process.argv[2] : process.argv[2];
      const sql = await diffFromMigrations(process.argv[1], scratch);
      console.log(JSON.stringify(sql));
      process.exit(0);`;
    const scratch =
      p === 'sqlite'
        ? path.join(os.tmpdir(), `diff-${process.pid}-${Date.now()}.db`)
        : process.env.TEST_PG_ADMIN_URL!;
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', script, p, scratch],
      { cwd: root },
    );
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toBe('');
  });
});
