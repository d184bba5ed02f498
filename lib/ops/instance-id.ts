import { currentInstance } from '@/lib/ops/process-state.mjs';

/**
 * This process's instance: its id (host:pid:random) and when it started, made once by
 * lib/ops/process-state.mjs (which the server shares). Its own module so the job runs
 * (lib/ops/jobs.ts, under lib/interval-worker.ts) can name the instance without importing the
 * heartbeat, which is itself one of the jobs.
 */
export function thisInstance(): { id: string; startedAt: Date } {
  return currentInstance();
}
