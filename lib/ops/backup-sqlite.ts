import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  BackupUnusableError,
  createPrivateFile,
  gunzipFile,
  gzipFile,
} from '@/lib/ops/backup-files';

/**
 * SQLite backups: a consistent online copy of the live file (SQLite's backup API, read from one
 * read transaction, so writers carry on and the copy is that moment's database), gzipped, and its
 * verification (it opens, `PRAGMA integrity_check` is ok, the rows per table are those counted in
 * the same read as the copy).
 */

export type RowCounts = Record<string, number>;

type Conn = InstanceType<typeof Database>;

/** Rows of every table (Prisma's migrations table too), by name. */
export function countRows(conn: Conn): RowCounts {
  const tables = conn
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const counts: RowCounts = {};
  for (const t of tables) {
    counts[t] = conn
      .prepare(`SELECT count(*) FROM "${t.replace(/"/g, '""')}"`)
      .pluck()
      .get() as number;
  }
  return counts;
}

/** The last migration applied (its folder name), or '' when the database has none. */
export function schemaVersionOf(conn: Conn): string {
  const has = conn
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
    .get();
  if (!has) return '';
  return (
    (conn
      .prepare(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1',
      )
      .pluck()
      .get() as string | undefined) ?? ''
  );
}

/** Every applied migration's name, oldest first. */
export function appliedMigrationsOf(conn: Conn): string[] {
  const has = conn
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
    .get();
  if (!has) return [];
  return conn
    .prepare(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
    )
    .pluck()
    .all() as string[];
}

export type SqliteCopy = { rowCounts: RowCounts; schemaVersion: string };

/**
 * Copies the database `file` into `plainOut` (an uncompressed SQLite file) while the site keeps
 * writing: the counts and the copy come from one read transaction, which the backup API reuses.
 */
export async function copySqlite(file: string, plainOut: string): Promise<SqliteCopy> {
  const src = new Database(file, { readonly: true, fileMustExist: true, timeout: 5_000 });
  try {
    src.exec('BEGIN');
    try {
      const rowCounts = countRows(src);
      const schemaVersion = schemaVersionOf(src);
      // 256 pages (1 MB) a step: the event loop breathes between steps.
      await src.backup(plainOut, { progress: () => 256 });
      return { rowCounts, schemaVersion };
    } finally {
      src.exec('COMMIT');
    }
  } finally {
    src.close();
  }
}

export type Verified = { rowCounts: RowCounts; schemaVersion: string; migrations: string[] };

/** Opens a plain SQLite file and checks it; throws BackupUnusableError with the reason. */
export function checkSqliteFile(plain: string, label: string, expected?: RowCounts): Verified {
  let conn: Conn;
  try {
    conn = new Database(plain, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new BackupUnusableError(
      `${label} does not open as a database (${(e as Error).message}).`,
    );
  }
  try {
    let integrity: string[];
    try {
      const rows = conn.pragma('integrity_check') as { integrity_check: string }[];
      integrity = rows.map((r) => r.integrity_check);
    } catch (e) {
      throw new BackupUnusableError(
        `${label} is not a sound SQLite database (${(e as Error).message}).`,
      );
    }
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      throw new BackupUnusableError(
        `${label} failed SQLite's integrity check: ${integrity.slice(0, 3).join('; ')}.`,
      );
    }
    const rowCounts = countRows(conn);
    const migrations = appliedMigrationsOf(conn);
    if (migrations.length === 0) {
      throw new BackupUnusableError(
        `${label} is a SQLite file but not a backup of this site's database (no migrations in it).`,
      );
    }
    if (expected) {
      const diff = Object.keys({ ...expected, ...rowCounts }).filter(
        (t) => expected[t] !== rowCounts[t],
      );
      if (diff.length) {
        throw new BackupUnusableError(
          `${label} does not hold the rows counted when it was taken (${diff
            .slice(0, 5)
            .map((t) => `${t}: ${rowCounts[t] ?? 'missing'} instead of ${expected[t] ?? 'none'}`)
            .join(', ')}).`,
        );
      }
    }
    return { rowCounts, schemaVersion: migrations[migrations.length - 1]!, migrations };
  } finally {
    conn.close();
    // A read-only connection to a WAL-mode file leaves an empty log and index behind.
    for (const suffix of ['-wal', '-shm']) rmSync(plain + suffix, { force: true });
  }
}

/**
 * Verifies a gzipped SQLite backup: un-gzipped into `workDir`, opened, integrity-checked, its rows
 * compared with `expected` when given. `keepAs` keeps the plain file there (a restore uses it).
 */
export async function verifySqliteBackup(
  gz: string,
  workDir: string,
  { expected, keepAs }: { expected?: RowCounts; keepAs?: string } = {},
): Promise<Verified> {
  const plain = keepAs ?? path.join(workDir, `.verify-${process.pid}-${Date.now()}.db`);
  try {
    await gunzipFile(gz, plain);
    return checkSqliteFile(plain, path.basename(gz), expected);
  } catch (e) {
    await rm(plain, { force: true });
    throw e;
  } finally {
    if (!keepAs) await rm(plain, { force: true });
  }
}

/** Copies, gzips and verifies: the plain copy is made and removed inside `workDir`. */
export async function backupSqlite(file: string, gzOut: string): Promise<SqliteCopy> {
  const dir = path.dirname(gzOut);
  const plain = path.join(dir, `.copy-${process.pid}-${Date.now()}.db`);
  try {
    // SQLite would create it world-readable (0644); an empty file is an empty database to it.
    await createPrivateFile(plain);
    const copy = await copySqlite(file, plain);
    await gzipFile(plain, gzOut);
    await rm(plain, { force: true });
    await verifySqliteBackup(gzOut, dir, { expected: copy.rowCounts });
    return copy;
  } finally {
    await rm(plain, { force: true });
  }
}
