import 'server-only';
import { db } from '@/lib/db';
import { formatStaffTime } from '@/lib/dates';
import { lastBackups, lastSuccessfulBackupAt } from './backup-records';
import { registeredJobs, type RegisteredJob } from './jobs';

/**
 * What is wrong with the running site, worked out from the database at each call: no backup has
 * succeeded for 26 hours, an e-mail has been failing for more than an hour, or a background job of
 * this instance has missed three runs. The back office's banner shows each (components/admin/
 * system-alerts.tsx) and the admins get one e-mail per cause per day (lib/ops/alert-mail.ts).
 */

export type Alert = {
  /** backup | mail | job:<name>: one e-mail per cause per day */
  cause: string;
  /** What is wrong, one short sentence. */
  title: string;
  /** The facts behind it (no personal data, no error text: staff read it too). */
  detail: string;
  /** What staff should do. */
  staffAction: string;
  /** What an admin should do (the e-mail and the admins' banner). */
  adminAction: string;
};

export const BACKUP_ALERT_AFTER_MS = 26 * 3_600_000;
export const MAIL_ALERT_AFTER_MS = 3_600_000;
/** A job is late once it has had no success for this many of its intervals, plus the slack. */
export const MISSED_RUNS = 3;
export const MISSED_SLACK_MS = 60_000;

/** The jobs as people know them (lib/interval-worker.ts tags, the outbox). */
export const JOB_LABELS: Record<string, string> = {
  heartbeat: 'The instance heartbeat',
  outbox: 'The e-mail outbox',
  digest: 'The staff’s morning digest',
  recordings: 'The class recordings e-mail',
  payments: 'The Razorpay payment check',
  backup: 'The daily backup check',
  'seat-holds': 'The release of lapsed transfer seat holds',
  alerts: 'The alert check',
};
export const jobLabel = (name: string) => JOB_LABELS[name] ?? `The job “${name}”`;

/** 30 seconds, 45 minutes, 3 hours, 2 days. */
export function duration(ms: number): string {
  if (ms < 60_000) return `${Math.max(1, Math.round(ms / 1000))} seconds`;
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

const at = (d: Date) => formatStaffTime(d);

/**
 * No backup written and verified for 26 hours. A site that never had one is given 26 hours from
 * the first time it served (its first scheduled backup falls within a day). A PostgreSQL site
 * without pg_dump records its daily backup as skipped (the provider's own backups are the path,
 * README): that counts as taken care of.
 */
export async function backupAlert(now: number): Promise<Alert | null> {
  const [lastOk, [latest]] = await Promise.all([lastSuccessfulBackupAt(), lastBackups(1)]);
  if (latest?.status === 'skipped' && now - latest.startedAt.getTime() < BACKUP_ALERT_AFTER_MS) {
    return null;
  }
  const failed = latest?.status === 'failed' ? ' The last attempt failed.' : '';
  const base = {
    cause: 'backup',
    staffAction: 'Nothing is lost yet, but tell an admin today.',
    adminAction:
      'Open the system page for the last attempt’s error and fix it; then take a backup on the server at once (README, “Backups”) rather than waiting for tomorrow’s, and check on the system page that it verifies.',
  };
  if (lastOk) {
    const age = now - lastOk.getTime();
    if (age <= BACKUP_ALERT_AFTER_MS) return null;
    return {
      ...base,
      title: `No backup for ${duration(age)}`,
      detail: `The last backup that was written and verified finished ${at(lastOk)}.${failed}`,
    };
  }
  const first = await db().instance.findFirst({
    orderBy: { startedAt: 'asc' },
    select: { startedAt: true },
  });
  if (!first || now - first.startedAt.getTime() <= BACKUP_ALERT_AFTER_MS) return null;
  return {
    ...base,
    title: 'No backup has ever succeeded',
    detail: `The site first served ${at(first.startedAt)} and no backup has been written and verified since.${failed}`,
  };
}

/** E-mails retried and still failing more than an hour after they were written. */
export async function mailAlert(now: number): Promise<Alert | null> {
  const where = {
    status: { in: ['pending', 'sending'] },
    lastError: { not: null },
    createdAt: { lte: new Date(now - MAIL_ALERT_AFTER_MS) },
  };
  const [oldest, count] = await Promise.all([
    db().outbox.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
    db().outbox.count({ where }),
  ]);
  if (!oldest) return null;
  return {
    cause: 'mail',
    title: `E-mail has been failing for ${duration(now - oldest.createdAt.getTime())}`,
    detail: `${count} e-mail${count === 1 ? ' is' : 's are'} waiting to be sent (lead alerts, receipts, password links). They are retried and go out once sending works again.`,
    staffAction:
      'Until it is fixed, check the inbox here for new leads and payments instead of waiting for e-mails, and tell an admin.',
    adminAction:
      'Open the system page for the error, then check SMTP_URL and the mail provider’s account.',
  };
}

/**
 * Jobs of this instance with no success within three of their intervals (plus a minute) since
 * their last success or since this instance started them, whichever is later: a site that was
 * stopped for a day is not late on starting.
 */
export function lateJobs(
  jobs: RegisteredJob[],
  runs: { name: string; lastSuccessAt: Date | null }[],
  now: number,
): (RegisteredJob & { lastSuccessAt: Date | null; lateByMs: number })[] {
  return jobs.flatMap((job) => {
    const lastSuccessAt = runs.find((r) => r.name === job.name)?.lastSuccessAt ?? null;
    const since = Math.max(lastSuccessAt?.getTime() ?? 0, job.registeredAt.getTime());
    const lateByMs = now - since - (MISSED_RUNS * job.everyMs + MISSED_SLACK_MS);
    return lateByMs > 0 ? [{ ...job, lastSuccessAt, lateByMs }] : [];
  });
}

export async function jobAlerts(now: number, jobs = registeredJobs()): Promise<Alert[]> {
  if (!jobs.length) return [];
  const runs = await db().jobRun.findMany({
    where: { name: { in: jobs.map((j) => j.name) } },
    select: { name: true, lastSuccessAt: true },
  });
  return lateJobs(jobs, runs, now).map((job) => ({
    cause: `job:${job.name}`,
    title: `${jobLabel(job.name)} has stopped`,
    detail: `It runs every ${duration(job.everyMs)} and has not succeeded ${
      job.lastSuccessAt ? `since ${at(job.lastSuccessAt)}` : 'since this instance started it'
    }.`,
    staffAction: 'Tell an admin.',
    adminAction:
      'Open the system page for the job’s last error; restarting the site starts its jobs again.',
  }));
}

/** Every live cause, backups first. */
export async function liveAlerts(now = Date.now(), jobs = registeredJobs()): Promise<Alert[]> {
  const [backup, mail, late] = await Promise.all([
    backupAlert(now),
    mailAlert(now),
    jobAlerts(now, jobs),
  ]);
  return [backup, mail, ...late].filter((a): a is Alert => a !== null);
}
