import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { db, isUniqueViolation, sqliteFile } from '@/lib/db';
import { env, type Env } from '@/lib/env';
import {
  PG_EXT,
  PRIVATE_DIR_MODE,
  SQLITE_EXT,
  backupName,
  createPrivateFile,
  parseBackupName,
  toPrune,
  type Retention,
} from '@/lib/ops/backup-files';
import { dumpPg, pgToolsInstalled } from '@/lib/ops/backup-pg';
import { backupSqlite } from '@/lib/ops/backup-sqlite';

/**
 * One backup, from start to record: the copy (SQLite) or dump (PostgreSQL with pg_dump), its
 * verification, the upload to BACKUP_S3_URL, retention here and there, and the Backup row that
 * says what happened. `npm run db:backup` and the daily worker (backup-schedule.ts) both run it.
 */

export type BackupOutcome = {
  id: string;
  status: 'ok' | 'failed' | 'skipped';
  /** where the file is (absolute), when one was written */
  file: string | null;
  sizeBytes: number | null;
  schemaVersion: string | null;
  rowCounts: Record<string, number> | null;
  /** s3://… or https://… of the uploaded copy; null when no bucket is configured */
  uploadedTo: string | null;
  uploadError: string | null;
  error: string | null;
  /** backup files retention removed (here and in the bucket) */
  pruned: string[];
};

/**
 * The bucket's module, loaded only when BACKUP_S3_URL is set: the AWS SDK is large, and an
 * instance that uploads nothing should not keep it in memory.
 */
const s3Module = () => import('@/lib/ops/backup-s3');

/** BACKUP_DIR as an absolute path (relative to the project's directory). */
export function backupDir(e: Env = env()): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.BACKUP_DIR);
}

export function retentionOf(e: Env): Retention {
  return {
    daily: e.BACKUP_KEEP_DAILY,
    weekly: e.BACKUP_KEEP_WEEKLY,
    monthly: e.BACKUP_KEEP_MONTHLY,
  };
}

/** The message kept in the record: the first line, no connection strings. */
function short(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi, '<url>')
    .split('\n', 1)[0]!
    .slice(0, 500);
}

type Options = { trigger: 'scheduled' | 'manual'; slot?: string; instance?: string; now?: Date };

/** The Backup row for a new backup; null when `slot` is already taken (another instance has it). */
export async function claimBackup(o: Options, method: string): Promise<string | null> {
  try {
    const row = await db().backup.create({
      data: {
        trigger: o.trigger,
        method,
        slot: o.slot ?? null,
        startedAt: o.now ?? new Date(),
        instance: o.instance ?? `cli:${os.hostname()}:${process.pid}`,
      },
      select: { id: true },
    });
    return row.id;
  } catch (e) {
    if (!o.slot) throw e;
    // Another instance inserted the slot first (P2002). Asked of the database rather than of the
    // error, whose shape differs where scripts load the client.
    if (isUniqueViolation(e) || (await db().backup.findUnique({ where: { slot: o.slot } }))) {
      return null;
    }
    throw e;
  }
}

/** Takes, verifies, uploads and records one backup. Null when the slot was taken by another. */
export async function runBackup(o: Options): Promise<BackupOutcome | null> {
  const e = env();
  const sqlite = e.DATABASE_URL.startsWith('file:');
  const method = sqlite ? 'sqlite' : pgToolsInstalled() ? 'pg_dump' : 'managed';
  const id = await claimBackup(o, method);
  if (!id) return null;
  const out: BackupOutcome = {
    id,
    status: 'failed',
    file: null,
    sizeBytes: null,
    schemaVersion: null,
    rowCounts: null,
    uploadedTo: null,
    uploadError: null,
    error: null,
    pruned: [],
  };
  const dir = backupDir(e);
  let written: string | null = null;
  try {
    if (method === 'managed') {
      out.status = 'skipped';
      out.error =
        'pg_dump is not installed here: the PostgreSQL database is expected to be backed up by its provider (point-in-time recovery).';
    } else {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const now = o.now ?? new Date();
      const tmp = path.join(dir, `.taking-${process.pid}-${now.getTime()}`);
      await createPrivateFile(tmp);
      const copy = sqlite
        ? await backupSqlite(sqliteFile(e.DATABASE_URL), tmp)
        : await dumpPg(e.DATABASE_URL, tmp);
      written = tmp;
      const final = path.join(
        dir,
        backupName(now, copy.schemaVersion, sqlite ? SQLITE_EXT : PG_EXT),
      );
      await rename(tmp, final);
      written = final;
      out.file = final;
      out.schemaVersion = copy.schemaVersion;
      out.rowCounts = copy.rowCounts;
      out.sizeBytes = (await stat(final)).size;
      out.status = 'ok';
    }
  } catch (err) {
    out.error = short(err);
    if (written) await rm(written, { force: true });
    out.file = null;
  }

  let uploadedAt: Date | null = null;
  const s3m = e.BACKUP_S3_URL ? await s3Module() : null;
  const s3 = s3m?.s3Target(e);
  if (out.status === 'ok' && out.file && s3m && s3) {
    try {
      await s3m.uploadBackup(s3, out.file, path.basename(out.file));
      uploadedAt = new Date();
      out.uploadedTo = s3.where + path.basename(out.file);
    } catch (err) {
      out.uploadError = short(err);
    }
  }
  if (out.status === 'ok') out.pruned = await applyRetention(e, Boolean(uploadedAt));

  await db().backup.update({
    where: { id },
    data: {
      status: out.status,
      finishedAt: new Date(),
      file: out.file ? path.basename(out.file) : null,
      sizeBytes: out.sizeBytes === null ? null : Math.min(out.sizeBytes, 2 ** 31 - 1),
      schemaVersion: out.schemaVersion,
      rowCounts: out.rowCounts ? JSON.stringify(out.rowCounts) : null,
      verified: out.status === 'ok',
      uploadedAt,
      uploadError: out.uploadError,
      error: out.error,
    },
  });
  return out;
}

/**
 * Keeps BACKUP_KEEP_DAILY / _WEEKLY / _MONTHLY backups in BACKUP_DIR and, after an upload, in the
 * bucket; removes the rest (only files named as backups) and notes it on their records.
 */
export async function applyRetention(e: Env, bucketToo: boolean): Promise<string[]> {
  const keep = retentionOf(e);
  const dir = backupDir(e);
  const names = await readdir(dir).catch(() => [] as string[]);
  // What an attempt that died half-way left behind (its copy, its check, its download).
  for (const n of names.filter((n) => /^\.(copy|verify|taking)-/.test(n))) {
    const st = await stat(path.join(dir, n)).catch(() => null);
    if (st && Date.now() - st.mtimeMs > 6 * 3_600_000) await rm(path.join(dir, n), { force: true });
  }
  const local = names.filter((n) => parseBackupName(n));
  const pruned: string[] = [];
  for (const name of toPrune(local, keep)) {
    try {
      await rm(path.join(dir, name));
      pruned.push(name);
    } catch (err) {
      console.error('[backup] could not remove an old backup:', short(err));
    }
  }
  if (pruned.length) {
    await db().backup.updateMany({
      where: { file: { in: pruned }, prunedAt: null },
      data: { prunedAt: new Date() },
    });
  }
  const s3m = bucketToo && e.BACKUP_S3_URL ? await s3Module() : null;
  const s3 = s3m?.s3Target(e);
  if (s3m && s3) {
    try {
      const remote = (await s3m.listBackups(s3)).filter((n) => parseBackupName(n));
      for (const name of toPrune(remote, keep)) {
        await s3m.deleteBackup(s3, name);
        pruned.push(`${s3.where}${name}`);
      }
    } catch (err) {
      console.error('[backup] retention in the bucket failed:', short(err));
    }
  }
  return pruned;
}
