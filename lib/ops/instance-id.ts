import { randomBytes } from 'node:crypto';
import os from 'node:os';

const state = globalThis as unknown as { __instance?: { id: string; startedAt: Date } };

/**
 * This process's instance: its id (host:pid:random) and when it started, made once. Its own module
 * so the job runs (lib/ops/jobs.ts, under lib/interval-worker.ts) can name the instance without
 * importing the heartbeat, which is itself one of the jobs.
 */
export function thisInstance(): { id: string; startedAt: Date } {
  return (state.__instance ??= {
    id: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    startedAt: new Date(),
  });
}
