import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { db, disconnectDb } from '@/lib/db';
import { runBackup } from '@/lib/ops/backup';
import { BackupUnusableError, backupName } from '@/lib/ops/backup-files';
import { dumpPg } from '@/lib/ops/backup-pg';
import { runScheduledBackup } from '@/lib/ops/backup-schedule';
import { backupSqlite } from '@/lib/ops/backup-sqlite';
import { lastBackups, lastSuccessfulBackupAt } from '@/lib/ops/backup-records';
import { restoreBackup, RestoreRefused } from '@/lib/ops/restore';
import { allRows, addRows, migrateApart, runScript } from '@/__tests__/support/backups';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const root = path.resolve(__dirname, '..', '..');
const migrationsOf = (backend: string) =>
  readdirSync(path.join(root, 'prisma', 'migrations', backend), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
describe.each(backends)('backups on %s', (backend) => {
  const sqlite = backend === 'sqlite';
  let database: TestDatabase;
  let dir: string;

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    await useDatabase(database.url, {
      BACKUP_DIR: dir,
      BACKUP_HOUR: '3',
      BACKUP_S3_URL: undefined,
      BACKUP_S3_ACCESS_KEY_ID: undefined,
      BACKUP_S3_SECRET_ACCESS_KEY: undefined,
    });
  });
  afterEach(async () => {
    await disconnectDb();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const restore = (source: string) =>
    restoreBackup(source, { migrate: migrateApart, now: new Date() });

  it('backup, more writes, restore: exactly the backed-up rows come back', async () => {
    await addRows(database.url, 25, 'before');
    // the instance serving when the backup was taken (stopped since)
    const instance = {
      id: 'web-1:1:a',
      host: 'web-1',
      pid: 1,
      version: '0.1.0',
      startedAt: new Date(),
      lastSeenAt: new Date(),
    };
    await db().instance.create({ data: instance });
    const outcome = await runBackup({ trigger: 'manual' });
    await db().instance.update({ where: { id: instance.id }, data: { stoppedAt: new Date() } });
    expect(outcome).toMatchObject({ status: 'ok', error: null });
    expect(outcome!.file).toMatch(sqlite ? /\.db\.gz$/ : /\.pgdump$/);
    expect(path.dirname(outcome!.file!)).toBe(dir);
    expect(outcome!.rowCounts!.Outbox).toBe(25);
    const backedUp = await allRows(database.url);

    await addRows(database.url, 10, 'after');
    await db().lead.deleteMany({});
    await disconnectDb();
    expect((await allRows(database.url)).Outbox).toHaveLength(35);

    const report = await restore(outcome!.file!);
    expect(report.migrated).toEqual([]);
    expect(report.rowCounts.Outbox).toBe(25);
    expect(report.kept).toBeTruthy();
    expect(existsSync(report.kept!)).toBe(true);
    const restored = await allRows(database.url);
    const settled = (rows: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(rows).filter(([t]) => t !== 'Backup' && t !== 'Instance'));
    expect(settled(restored)).toEqual(settled(backedUp));
    expect(restored.Instance).toHaveLength(1);
    // the restored database does not show the instance the backup saw as serving still
    expect(await db().instance.count({ where: { stoppedAt: null } })).toBe(0);
    // The backup's own record was 'running' inside the copy; after the restore it says what it became.
    const records = await lastBackups(5);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'ok', verified: true });
    expect(await lastSuccessfulBackupAt()).toBeInstanceOf(Date);
  });

  it('refuses to restore while an instance is serving from the database, and changes nothing', async () => {
    const outcome = await runBackup({ trigger: 'manual' });
    await addRows(database.url, 3, 'later');
    await db().instance.create({
      data: {
        id: 'web-1:123:abc',
        host: 'web-1',
        pid: 123,
        version: '0.1.0',
        startedAt: new Date(),
        lastSeenAt: new Date(Date.now() - 5_000),
      },
    });
    await disconnectDb();
    const before = await allRows(database.url);
    await expect(restore(outcome!.file!)).rejects.toThrow(RestoreRefused);
    await expect(restore(outcome!.file!)).rejects.toThrow(
      /being served from this database by web-1/,
    );
    expect(await allRows(database.url)).toEqual(before);
  });

  it('a backup made by the previous schema version restores and migrates forward', async () => {
    const all = migrationsOf(backend);
    const previous = all[all.length - 2]!;
    const old = await createTestDatabase(backend, { migrated: false });
    try {
      execFileSync(
        process.execPath,
        [path.join(root, 'scripts', 'migrate.mjs'), '--to', previous],
        {
          env: { ...process.env, DATABASE_URL: old.url },
          stdio: 'pipe',
        },
      );
      await addRows(old.url, 7, 'old-release');
      const file = path.join(dir, backupName(new Date(), previous, sqlite ? '.db.gz' : '.pgdump'));
      if (sqlite) await backupSqlite(old.url.slice(5), file);
      else await dumpPg(old.url, file);
    } finally {
      await old.drop();
    }
    const [file] = readdirSync(dir);
    const report = await restore(path.join(dir, file!));
    expect(report.schemaVersion).toBe(previous);
    expect(report.migrated).toEqual([all[all.length - 1]]);
    expect(report.rowCounts.Outbox).toBe(7);
    expect((await allRows(database.url))._prisma_migrations).toHaveLength(all.length);
  });

  it('a truncated or damaged file is refused with a clear message, and nothing is replaced', async () => {
    const outcome = await runBackup({ trigger: 'manual' });
    await addRows(database.url, 4, 'current');
    const good = outcome!.file!;
    const bytes = readFileSync(good);
    const truncated = path.join(dir, 'truncated' + (sqlite ? '.db.gz' : '.pgdump'));
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(dir, 'flipped' + (sqlite ? '.db.gz' : '.pgdump'));
    const copy = Buffer.from(bytes);
    for (let i = 200; i < copy.length - 20; i += 97) copy[i] = copy[i]! ^ 0xff;
    writeFileSync(flipped, copy);
    const empty = path.join(dir, 'empty' + (sqlite ? '.db.gz' : '.pgdump'));
    writeFileSync(empty, '');
    const cases = [truncated, flipped, empty];
    if (sqlite) {
      const notDb = path.join(dir, 'not-a-database.db.gz');
      writeFileSync(notDb, gzipSync(Buffer.alloc(8192, 7)));
      cases.push(notDb);
    }
    const liveFile = sqlite ? database.url.slice(5) : null;
    const hash = liveFile ? hashOf(liveFile) : null;
    const before = await allRows(database.url);
    for (const file of cases) {
      const err = await restore(file).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BackupUnusableError);
      expect((err as Error).message).toMatch(
        /truncated or damaged|does not open|not a sound|integrity check|not a backup/,
      );
      expect((err as Error).message).toContain(path.basename(file));
    }
    expect(await allRows(database.url)).toEqual(before);
    if (liveFile) {
      expect(hashOf(liveFile)).toBe(hash);
      expect(
        readdirSync(path.dirname(liveFile)).filter((f) => f.includes('before-restore')),
      ).toEqual([]);
    } else {
      expect(readdirSync(dir).filter((f) => f.includes('before-restore'))).toEqual([]);
    }
  });

  it('a backup made by a newer version of the site is refused until the code is updated', async () => {
    const future = '29991231000000_future';
    const insert = `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ('f', 'f', CURRENT_TIMESTAMP, '${future}', CURRENT_TIMESTAMP, 1)`;
    await db().$executeRawUnsafe(insert);
    const outcome = await runBackup({ trigger: 'manual' });
    expect(outcome!.status).toBe('ok');
    await db().$executeRawUnsafe(
      `DELETE FROM "_prisma_migrations" WHERE migration_name = '${future}'`,
    );
    await disconnectDb();
    const before = await allRows(database.url);
    await expect(restore(outcome!.file!)).rejects.toThrow(
      `The backup was made by a newer version of the site (it has the migration ${future}`,
    );
    expect(await allRows(database.url)).toEqual(before);
  });

  it('the daily backup waits for BACKUP_HOUR in India, then runs once a day', async () => {
    // 02:59 and 03:00 in India on 2 December 2026
    const early = Date.parse('2026-12-02T02:59:00+05:30');
    const due = Date.parse('2026-12-02T03:00:00+05:30');
    expect(await runScheduledBackup(early)).toBe('not-yet');
    const first = await runScheduledBackup(due);
    expect(first).toMatchObject({ status: 'ok' });
    expect(await runScheduledBackup(due + 60_000)).toBe('done');
    const rows = await db().backup.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ trigger: 'scheduled', slot: '2026-12-02#0', status: 'ok' });
    expect(path.basename((first as { file: string }).file)).toMatch(
      /^school-2026-12-02T030000IST-\d{14}_[a-z0-9_]+\.(db\.gz|pgdump)$/,
    );
    // the next day's is due again
    expect(await runScheduledBackup(due + 86_400_000)).toMatchObject({ status: 'ok' });
  });

  it('an attempt whose instance died is marked failed after an hour and the day is retried', async () => {
    const due = Date.parse('2026-12-02T03:00:00+05:30');
    await db().backup.create({
      data: {
        trigger: 'scheduled',
        method: sqlite ? 'sqlite' : 'pg_dump',
        slot: '2026-12-02#0',
        startedAt: new Date(due),
      },
    });
    expect(await runScheduledBackup(due + 30 * 60_000)).toBe('running');
    expect(await runScheduledBackup(due + 61 * 60_000)).toMatchObject({ status: 'ok' });
    const rows = await db().backup.findMany({ orderBy: { slot: 'asc' } });
    expect(rows.map((r) => [r.slot, r.status])).toEqual([
      ['2026-12-02#0', 'failed'],
      ['2026-12-02#1', 'ok'],
    ]);
    expect(rows[0]!.error).toMatch(/stopped before it finished/);
  });
});

describe('SQLite backups under load and with the site running', () => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    await useDatabase(database.url, { BACKUP_DIR: dir, BACKUP_S3_URL: undefined });
  });
  afterEach(async () => {
    await disconnectDb();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a backup taken under a stream of writes verifies and holds the rows of one moment', async () => {
    // ~6 MB, so the copy takes many steps while the writes go on
    await addRows(database.url, 3000, 'bulk', 2000);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await db().outbox.create({
          data: { topic: 'stream', status: 'sent', text: 'y'.repeat(500) },
        });
        written++;
        // as requests arrive: through the event loop, not one long chain of promises
        await new Promise((r) => setImmediate(r));
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const outcome = await runBackup({ trigger: 'manual' });
    const during = written;
    writing = false;
    await writer;
    expect(outcome).toMatchObject({ status: 'ok', error: null });
    expect(during).toBeGreaterThan(0);
    const conn = new Database(database.url.slice(5), { readonly: true });
    const now = conn.prepare('SELECT count(*) FROM Outbox').pluck().get() as number;
    conn.close();
    // the copy holds a moment in the middle of the stream: more than before it, fewer than after
    expect(outcome!.rowCounts!.Outbox).toBeGreaterThan(3000);
    expect(outcome!.rowCounts!.Outbox).toBeLessThan(now);
  });

  it('refuses to restore while another process has the database open, and changes nothing', async () => {
    const outcome = await runBackup({ trigger: 'manual' });
    await disconnectDb();
    const file = database.url.slice(5);
    const other = new Database(file);
    other.prepare('SELECT count(*) FROM Outbox').get();
    const hash = hashOf(file);
    try {
      const err = await restoreBackup(outcome!.file!, { migrate: migrateApart }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(RestoreRefused);
      expect((err as Error).message).toMatch(/open in another process/);
    } finally {
      other.close();
    }
    expect(hashOf(file)).toBe(hash);
    expect(existsSync(file + '.migrate-lock')).toBe(false);
  });

  it('restores into a machine with no database yet', async () => {
    await addRows(database.url, 5, 'x');
    const outcome = await runBackup({ trigger: 'manual' });
    await disconnectDb();
    const target = path.join(mkdtempSync(path.join(os.tmpdir(), 'restore-new-')), 'site.db');
    await useDatabase('file:' + target, { BACKUP_DIR: dir });
    const report = await restoreBackup(outcome!.file!, { migrate: migrateApart });
    expect(report.kept).toBeNull();
    expect(report.rowCounts.Outbox).toBe(5);
    rmSync(path.dirname(target), { recursive: true, force: true });
  });
});

describe('npm run db:backup and db:restore', () => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
  });
  afterEach(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('print where the backup went, refuse a damaged file, and restore the backed-up rows', async () => {
    const env = { DATABASE_URL: database.url, BACKUP_DIR: dir, NODE_ENV: 'production' };
    await addRows(database.url, 6, 'cli');
    const backup = await runScript('db-backup', [], env);
    expect(backup.code).toBe(0);
    const file = /^Backup written and verified: (\S+)$/m.exec(backup.stdout)?.[1];
    expect(file).toBeDefined();
    expect(existsSync(file!)).toBe(true);
    expect(backup.stdout).toMatch(/\d+ tables, \d+ rows, schema \d{14}_\w+\./);

    await addRows(database.url, 2, 'after');
    const damaged = path.join(dir, 'damaged.db.gz');
    writeFileSync(damaged, readFileSync(file!).subarray(0, 100));
    const refused = await runScript('db-restore', [damaged], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Nothing was restored; the database is unchanged\. .*truncated or damaged/m,
    );

    const restored = await runScript('db-restore', [path.basename(file!)], env);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file}`);
    expect(restored.stdout).toMatch(/^ {2}Outbox: 6$/m);
  }, 120_000);
});

const pgOnly = backends.includes('postgresql') ? describe : describe.skip;
pgOnly('PostgreSQL backups under load', () => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase('postgresql');
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-pg-'));
    await useDatabase(database.url, { BACKUP_DIR: dir, BACKUP_S3_URL: undefined });
  });
  afterEach(async () => {
    await disconnectDb();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a dump taken under a stream of writes holds the rows counted in its snapshot', async () => {
    await addRows(database.url, 2000, 'bulk', 2000);
    const writer = new Client({ connectionString: database.url });
    await writer.connect();
    let writing = true;
    let written = 0;
    const stream = (async () => {
      while (writing) {
        await writer.query(
          `INSERT INTO "Outbox" (id, topic, status, "createdAt", "updatedAt") VALUES ($1, 'stream', 'sent', now(), now())`,
          [`s-${written}`],
        );
        written++;
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const outcome = await runBackup({ trigger: 'manual' });
    const during = written;
    writing = false;
    await stream;
    await writer.end();
    expect(outcome).toMatchObject({ status: 'ok', error: null });
    expect(during).toBeGreaterThan(0);
    const counted = outcome!.rowCounts!.Outbox!;
    expect(counted).toBeGreaterThan(2000);
    expect(counted).toBeLessThan(2000 + written);
    await disconnectDb();
    const report = await restoreBackup(outcome!.file!, { migrate: migrateApart });
    expect(report.rowCounts.Outbox).toBe(counted);
  }, 60_000);
});
