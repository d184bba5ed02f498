import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { launchChecklist } from '@/lib/launch-checklist';
import { mailEnabled } from '@/lib/mail/transport';
import pkg from '@/package.json';
import { liveAlerts } from './alerts';
import { lastBackups } from './backup-records';
import { databaseInfo } from './database-info';
import { buildCommit, recentInstances } from './instances';
import { jobRuns, registeredJobs } from './jobs';

/** Instances shown: those whose heartbeat is younger than this. */
export const INSTANCES_WITHIN_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The outbox: what waits, since when, and what failed in the last day (with the error, admins only). */
async function outboxStatus(now: number) {
  const waiting = { status: { in: ['pending', 'sending'] } };
  const failedSince = { lastError: { not: null }, updatedAt: { gte: new Date(now - DAY_MS) } };
  const [pending, oldest, failures, failureCount] = await Promise.all([
    db().outbox.count({ where: waiting }),
    db().outbox.findFirst({
      where: waiting,
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    }),
    db().outbox.findMany({
      where: failedSince,
      orderBy: { updatedAt: 'desc' },
      take: 20,
      select: {
        id: true,
        topic: true,
        status: true,
        attempts: true,
        createdAt: true,
        updatedAt: true,
        nextAttemptAt: true,
        lastError: true,
      },
    }),
    db().outbox.count({ where: failedSince }),
  ]);
  return { pending, oldestPendingAt: oldest?.createdAt ?? null, failures, failureCount };
}

/** Everything /admin/system shows, read at once (a dozen small queries). */
export async function systemStatus(now = Date.now()) {
  const jobs = registeredJobs();
  const [alerts, instances, database, backups, outbox, runs] = await Promise.all([
    liveAlerts(now, jobs),
    recentInstances(INSTANCES_WITHIN_MS, now),
    databaseInfo(),
    lastBackups(7),
    outboxStatus(now),
    jobRuns(),
  ]);
  return {
    version: pkg.version,
    commit: buildCommit(),
    alerts,
    instances,
    database,
    backups,
    outbox,
    mailEnabled: mailEnabled(),
    // Each job with a row or run here (one not run yet has no times); how often this instance
    // runs it, or null when it does not (not configured here, or a job of another build).
    jobs: [...new Set([...runs.map((r) => r.name), ...jobs.map((j) => j.name)])]
      .sort()
      .map((name) => {
        const run = runs.find((r) => r.name === name);
        return {
          name,
          here: jobs.find((j) => j.name === name)?.everyMs ?? null,
          everyMs: run?.everyMs ?? null,
          lastStartedAt: run?.lastStartedAt ?? null,
          lastSuccessAt: run?.lastSuccessAt ?? null,
          lastFailureAt: run?.lastFailureAt ?? null,
          lastError: run?.lastError ?? null,
        };
      }),
    checklist: launchChecklist(env()),
  };
}

export type SystemStatus = Awaited<ReturnType<typeof systemStatus>>;
