import 'server-only';
import { db } from '@/lib/db';
import { IST_OFFSET_MS, todayInIndia } from '@/lib/dates';
import { env } from '@/lib/env';
import { startIntervalWorker } from '@/lib/interval-worker';
import { runBackup, type BackupOutcome } from '@/lib/ops/backup';
import { thisInstance } from '@/lib/ops/instances';

/**
 * The daily backup: from BACKUP_HOUR in India, once a day whatever the number of instances. The
 * instance that inserts the day's slot ("<day>#<attempt>", unique) takes it; a failed attempt is
 * retried at the next pass, three attempts a day at most; an attempt still running after an hour
 * (its instance stopped) is marked failed.
 */

/** How often each instance checks whether the day's backup is due. */
export const BACKUP_CHECK_MS = 5 * 60_000;
/** Attempts a day before the day is given up (the 26-hour alert then tells the admins). */
export const BACKUP_ATTEMPTS_PER_DAY = 3;
/** An attempt that has not finished within this long is taken to have died with its instance. */
export const BACKUP_STALE_MS = 60 * 60_000;

export type ScheduledResult = 'not-yet' | 'done' | 'running' | 'gave-up' | 'taken' | BackupOutcome;

export async function runScheduledBackup(now = Date.now()): Promise<ScheduledResult> {
  const hour = new Date(now + IST_OFFSET_MS).getUTCHours();
  if (hour < env().BACKUP_HOUR) return 'not-yet';
  const day = todayInIndia(now);
  await db().backup.updateMany({
    where: {
      slot: { startsWith: `${day}#` },
      status: 'running',
      startedAt: { lt: new Date(now - BACKUP_STALE_MS) },
    },
    data: {
      status: 'failed',
      finishedAt: new Date(now),
      error: 'The instance taking this backup stopped before it finished.',
    },
  });
  const attempts = await db().backup.findMany({
    where: { slot: { startsWith: `${day}#` } },
    select: { status: true },
  });
  if (attempts.some((a) => a.status === 'ok' || a.status === 'skipped')) return 'done';
  if (attempts.some((a) => a.status === 'running')) return 'running';
  if (attempts.length >= BACKUP_ATTEMPTS_PER_DAY) return 'gave-up';
  const outcome = await runBackup({
    trigger: 'scheduled',
    slot: `${day}#${attempts.length}`,
    instance: thisInstance().id,
    now: new Date(now),
  });
  if (!outcome) return 'taken';
  if (outcome.status === 'failed')
    console.error('[backup] the daily backup failed:', outcome.error);
  else if (outcome.uploadError) console.error('[backup] upload failed:', outcome.uploadError);
  return outcome;
}

/** Starts this instance's check for the daily backup (once per process). */
export function startBackupWorker(): boolean {
  return startIntervalWorker('backup', BACKUP_CHECK_MS, () => runScheduledBackup());
}
