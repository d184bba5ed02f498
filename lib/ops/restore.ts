import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { db, disconnectDb, sqliteFile } from '@/lib/db';
import { env } from '@/lib/env';
import { backupDir } from '@/lib/ops/backup';
import {
  BackupUnusableError,
  PG_EXT,
  PRIVATE_DIR_MODE,
  SQLITE_EXT,
  createPrivateFile,
  parseBackupName,
  syncFile,
} from '@/lib/ops/backup-files';
import {
  countPgRows,
  dumpPg,
  libpq,
  pgDumpMigrations,
  restorePg,
  verifyPgDump,
} from '@/lib/ops/backup-pg';
import { downloadBackup, s3Target } from '@/lib/ops/backup-s3';
import { countRows, verifySqliteBackup } from '@/lib/ops/backup-sqlite';
import { recentInstances, SERVING_WITHIN_MS } from '@/lib/ops/instances';

/**
 * `npm run db:restore -- <file | name in the bucket>`: refuses while the site is served from the
 * same database, verifies the backup, keeps the current database beside it
 * (`<name>.before-restore-<time>`), swaps the backup in, lets the caller apply newer migrations,
 * and reports the rows per table. Any refusal leaves the database as it was.
 */

export class RestoreRefused extends Error {}

export type RestoreReport = {
  source: string;
  kept: string | null;
  schemaVersion: string;
  migrated: string[];
  rowCounts: Record<string, number>;
};

type Options = {
  /** applies the committed migrations the restored database lacks (scripts/lib/db-setup.mjs) */
  migrate: (url: string) => Promise<string[]>;
  log?: (line: string) => void;
  now?: Date;
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The local file to restore from: a path, a name in BACKUP_DIR, or a name in the bucket. */
async function locate(source: string, log: (l: string) => void): Promise<string> {
  if (existsSync(source)) return path.resolve(source);
  const e = env();
  const local = path.join(backupDir(e), path.basename(source));
  if (path.basename(source) === source && existsSync(local)) return local;
  const s3 = s3Target(e);
  if (path.basename(source) !== source || !s3) {
    throw new BackupUnusableError(
      `There is no file ${source}${s3 ? '' : ' (and no BACKUP_S3_URL to look in)'}.`,
    );
  }
  await mkdir(backupDir(e), { recursive: true, mode: PRIVATE_DIR_MODE });
  log(`Downloading ${source} from ${s3.where} …`);
  await downloadBackup(s3, source, local + '.download');
  await rename(local + '.download', local);
  return local;
}

/** Refuses while an instance of the site was seen serving from this database. */
async function refuseWhileServing(): Promise<void> {
  let serving: Awaited<ReturnType<typeof recentInstances>> = [];
  try {
    serving = await recentInstances(SERVING_WITHIN_MS);
  } catch {
    // A database without the Instance table (or none yet) has no instance to refuse for.
  } finally {
    await disconnectDb();
  }
  if (serving.length) {
    const list = serving
      .map(
        (i) =>
          `${i.host} (pid ${i.pid}, seen ${Math.round((Date.now() - i.lastSeenAt.getTime()) / 1000)} s ago)`,
      )
      .join(', ');
    throw new RestoreRefused(
      `The site is being served from this database by ${list}. Stop it first (an instance that ` +
        'stopped without saying so counts for a minute after its last heartbeat), then run this again.',
    );
  }
}

/** Opens the live SQLite file alone (exclusive); any other connection, a running site's too, refuses. */
function sqliteAlone(file: string): void {
  if (!existsSync(file)) return;
  const conn = new Database(file, { timeout: 0 });
  try {
    conn.pragma('locking_mode = EXCLUSIVE');
    conn.exec('BEGIN EXCLUSIVE');
    conn.exec('COMMIT');
    // Everything in the write-ahead log goes into the file, so the kept copy is whole on its own.
    conn.pragma('wal_checkpoint(TRUNCATE)');
  } catch (e) {
    throw new RestoreRefused(
      `${file} is open in another process (the site, or a script), so it cannot be replaced ` +
        `safely (${(e as Error).message}). Stop it, then run this again.`,
    );
  } finally {
    conn.close();
  }
}

/** A lock beside the database shared with migrations: a server starting now waits for the swap. */
function lockBeside(file: string): () => void {
  const lock = file + '.migrate-lock';
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    throw new RestoreRefused(
      `${lock} exists: a migration or another restore is running. Try again when it has finished ` +
        '(remove the file if no such process is left).',
    );
  }
  return () => rmSync(lock, { force: true });
}

async function restoreSqlite(gz: string, o: Options, log: (l: string) => void) {
  const url = env().DATABASE_URL;
  const file = sqliteFile(url);
  await mkdir(path.dirname(file), { recursive: true });
  const incoming = path.join(
    path.dirname(file),
    `.${path.basename(file)}.restoring-${process.pid}`,
  );
  try {
    const verified = await verifySqliteBackup(gz, path.dirname(file), { keepAs: incoming });
    refuseNewer(verified.migrations);
    log(`The backup is sound: integrity ok, schema ${verified.schemaVersion}.`);
    // (asked only of an existing file: opening one would create it)
    if (existsSync(file)) await refuseWhileServing();
    sqliteAlone(file);
    await syncFile(incoming);
    const unlock = lockBeside(file);
    let kept: string | null = null;
    try {
      sqliteAlone(file);
      if (existsSync(file)) {
        kept = `${file}.before-restore-${stamp(o.now ?? new Date())}`;
        for (const suffix of ['-wal', '-shm']) {
          if (existsSync(file + suffix)) await rename(file + suffix, kept + suffix);
        }
        await rename(file, kept);
      }
      await rename(incoming, file);
    } finally {
      unlock();
    }
    const migrated = await o.migrate(url);
    const conn = new Database(file, { readonly: true });
    try {
      return { kept, schemaVersion: verified.schemaVersion, migrated, rowCounts: countRows(conn) };
    } finally {
      conn.close();
    }
  } finally {
    await rm(incoming, { force: true });
  }
}

/** A backup made by a newer release (migrations this code does not have) is refused. */
function refuseNewer(applied: string[]): void {
  const dir = path.join(
    process.cwd(),
    'prisma',
    'migrations',
    env().DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgresql',
  );
  const known = new Set(readdirSync(dir));
  const unknown = applied.filter((m) => !known.has(m));
  if (unknown.length) {
    throw new BackupUnusableError(
      `The backup was made by a newer version of the site (it has the migration ${unknown[0]}, ` +
        'which this copy of the code lacks). Update the code, then restore.',
    );
  }
}

async function restorePostgres(dump: string, o: Options, log: (l: string) => void) {
  const url = env().DATABASE_URL;
  await verifyPgDump(dump);
  refuseNewer(await pgDumpMigrations(dump));
  log('The archive is sound (pg_restore --list).');
  await refuseWhileServing();
  const { conn, env: pgEnv, schema = 'public' } = libpq(url);
  const dbName = new URL(conn).pathname.slice(1) || 'postgres';
  const dir = backupDir();
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const kept = path.join(dir, `${dbName}.before-restore-${stamp(o.now ?? new Date())}${PG_EXT}`);
  await createPrivateFile(kept);
  await dumpPg(url, kept);
  try {
    await restorePg(url, dump);
  } catch (e) {
    await restorePg(url, kept);
    throw e;
  }
  const c = new Client({ connectionString: conn, password: pgEnv.PGPASSWORD });
  await c.connect();
  try {
    const version = await c.query<{ name: string }>(
      `SELECT migration_name AS name FROM "${schema}"._prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name DESC LIMIT 1`,
    );
    const migrated = await o.migrate(url);
    return {
      kept,
      schemaVersion: version.rows[0]?.name ?? '',
      migrated,
      rowCounts: await countPgRows(c, schema),
    };
  } finally {
    await c.end().catch(() => {});
  }
}

export async function restoreBackup(source: string, o: Options): Promise<RestoreReport> {
  const log = o.log ?? (() => {});
  const file = await locate(source, log);
  const sqlite = env().DATABASE_URL.startsWith('file:');
  if (sqlite ? file.endsWith(PG_EXT) : file.endsWith(SQLITE_EXT)) {
    throw new BackupUnusableError(
      `${path.basename(file)} is a ${sqlite ? 'PostgreSQL' : 'SQLite'} backup, but DATABASE_URL is a ${sqlite ? 'SQLite' : 'PostgreSQL'} database.`,
    );
  }
  const r = sqlite ? await restoreSqlite(file, o, log) : await restorePostgres(file, o, log);
  await settleOwnRecord(file);
  return { source: file, ...r };
}

/**
 * The backup's own record was still 'running' when the copy was made: in the restored database it
 * is marked as what it became (written and verified), so the system page does not show it stuck.
 * The instances the backup saw serving are not serving now (the restore made sure): marked stopped.
 */
async function settleOwnRecord(file: string): Promise<void> {
  const parsed = parseBackupName(path.basename(file));
  try {
    await db().instance.updateMany({ where: { stoppedAt: null }, data: { stoppedAt: new Date() } });
    await db().backup.updateMany({
      where: { status: 'running' },
      data: {
        status: 'ok',
        verified: true,
        file: parsed ? parsed.name : path.basename(file),
        finishedAt: parsed?.at ?? new Date(),
      },
    });
  } finally {
    await disconnectDb();
  }
}
