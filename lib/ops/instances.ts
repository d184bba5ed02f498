import 'server-only';
import os from 'node:os';
import { db } from '@/lib/db';
import { startIntervalWorker } from '@/lib/interval-worker';
import { thisInstance } from '@/lib/ops/instance-id';
import { runJob } from '@/lib/ops/jobs';
import pkg from '@/package.json';

/** How often a serving instance writes its heartbeat. */
export const HEARTBEAT_MS = 30_000;
/** An instance whose last heartbeat is younger than this is taken to be serving. */
export const SERVING_WITHIN_MS = 60_000;

export { thisInstance };

/** The commit the build was made from, when the build knew it (BUILD_COMMIT, else null). */
export function buildCommit(): string | null {
  return process.env.BUILD_COMMIT?.trim() || null;
}

/** Writes this instance's row: who it is, that it is alive now, and its memory. */
export async function heartbeat(now = new Date()): Promise<void> {
  const me = thisInstance();
  const mem = process.memoryUsage();
  const seen = {
    lastSeenAt: now,
    rssBytes: Math.min(mem.rss, 2 ** 31 - 1),
    heapBytes: Math.min(mem.heapUsed, 2 ** 31 - 1),
  };
  await db().instance.upsert({
    where: { id: me.id },
    create: {
      id: me.id,
      host: os.hostname(),
      pid: process.pid,
      version: pkg.version,
      commit: buildCommit(),
      startedAt: me.startedAt,
      ...seen,
    },
    update: seen,
  });
}

/** Starts this instance's heartbeat (once per process): at once, then every 30 s. */
export function startHeartbeat(): boolean {
  const started = startIntervalWorker('heartbeat', HEARTBEAT_MS, () => heartbeat());
  // The first beat is recorded as the job's runs are (lib/ops/jobs.ts), so the system page has it.
  if (started) {
    runJob('heartbeat', HEARTBEAT_MS, () => heartbeat()).catch((e) =>
      console.error('[heartbeat] failed:', e),
    );
  }
  return started;
}

/** Marks this instance stopped (a clean shutdown), so it no longer counts as serving. */
export async function markInstanceStopped(now = new Date()): Promise<void> {
  await db().instance.updateMany({
    where: { id: thisInstance().id },
    data: { stoppedAt: now, lastSeenAt: now },
  });
}

/** Instances seen within `withinMs` (not stopped cleanly), newest heartbeat first. */
export async function recentInstances(withinMs: number, now = Date.now()) {
  return db().instance.findMany({
    where: { lastSeenAt: { gte: new Date(now - withinMs) }, stoppedAt: null },
    orderBy: { lastSeenAt: 'desc' },
  });
}
