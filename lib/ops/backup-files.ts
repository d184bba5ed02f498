import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, open, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { indiaInstant, IST_OFFSET_MS } from '@/lib/dates';

/**
 * Backup files: their names (the time in India and the schema version they carry), the retention
 * rule (daily, weekly, monthly), and gzip. Pure apart from the two stream helpers.
 */

/** A SQLite copy, gzipped. */
export const SQLITE_EXT = '.db.gz';
/** A pg_dump custom-format archive (compressed by pg_dump itself). */
export const PG_EXT = '.pgdump';

const NAME =
  /^school-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})IST-([A-Za-z0-9_]+)(\.db\.gz|\.pgdump)$/;

/** `school-2026-12-02T030000IST-20261202013735_add_backups.db.gz`: the time is India's. */
export function backupName(at: Date, schemaVersion: string, ext: string): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  const version = schemaVersion.replace(/[^A-Za-z0-9_]/g, '_') || 'empty';
  return `school-${ist.slice(0, 10)}T${ist.slice(11, 13)}${ist.slice(14, 16)}${ist.slice(17, 19)}IST-${version}${ext}`;
}

export type ParsedName = {
  name: string;
  day: string;
  at: Date;
  schemaVersion: string;
  ext: string;
};

/** The parts of a backup's name, or null for any other file. */
export function parseBackupName(name: string): ParsedName | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = indiaInstant(m[1]!, `${m[2]!}:${m[3]!}:${m[4]!}`);
  if (Number.isNaN(at.getTime())) return null;
  return { name, day: m[1]!, at, schemaVersion: m[5]!, ext: m[6]! };
}

export type Retention = { daily: number; weekly: number; monthly: number };

/** Monday of the ISO week of a YYYY-MM-DD day, as YYYY-MM-DD. */
function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The backups to delete: of the names given (any other file is left alone), the newest of each of
 * the last `daily` days that have one, of each of the last `weekly` weeks, and of each of the last
 * `monthly` months are kept; the rest go. The newest backup is always kept.
 */
export function toPrune(names: string[], keep: Retention): string[] {
  const backups = names
    .map(parseBackupName)
    .filter((p): p is ParsedName => p !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const kept = new Set<string>();
  const rule = (bucket: (p: ParsedName) => string, count: number) => {
    const seen = new Set<string>();
    for (const p of backups) {
      const key = bucket(p);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(p.name);
    }
  };
  rule((p) => p.day, Math.max(1, keep.daily));
  rule((p) => weekOf(p.day), keep.weekly);
  rule((p) => p.day.slice(0, 7), keep.monthly);
  return backups.filter((p) => !kept.has(p.name)).map((p) => p.name);
}

/**
 * Backups hold every learner's name, e-mail, phone and payments: their folder is the owner's only
 * (0700 when we create it) and each file is written owner-only (0600) from its first byte, whatever
 * the process's umask, so another account on the machine cannot read one.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates (or empties) `file` readable and writable by its owner only, before anything is written. */
export async function createPrivateFile(file: string): Promise<void> {
  await writeFile(file, '', { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}

/** Gzips `from` into `to`. */
export async function gzipFile(from: string, to: string): Promise<void> {
  await pipeline(
    createReadStream(from),
    createGzip({ level: 6 }),
    createWriteStream(to, { mode: PRIVATE_FILE_MODE }),
  );
  await syncFile(to);
}

/** Flushes a file written through a stream to the disk (a backup must survive a power cut). */
export async function syncFile(file: string): Promise<void> {
  const fd = await open(file, 'r+');
  try {
    await fd.sync();
  } finally {
    await fd.close();
  }
}

/** A backup file that cannot be used, with the sentence to show. Nothing has been replaced. */
export class BackupUnusableError extends Error {}

/** Un-gzips `from` into `to`; a truncated or damaged file is refused with a clear message. */
export async function gunzipFile(from: string, to: string): Promise<void> {
  try {
    await pipeline(
      createReadStream(from),
      createGunzip(),
      createWriteStream(to, { mode: PRIVATE_FILE_MODE }),
    );
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') throw new BackupUnusableError(`There is no file ${from}.`);
    throw new BackupUnusableError(
      `${from} is not a complete gzip file: it is truncated or damaged (${
        code === 'Z_BUF_ERROR' ? 'it ends too early' : (e as Error).message
      }).`,
    );
  }
}
