import 'server-only';
import { db, isUniqueViolation } from '@/lib/db';
import { thisInstance } from './instance-id';

/**
 * Background jobs' runs. Each named job of this process is registered with its interval when it
 * starts (lib/interval-worker.ts, the outbox), and each pass writes the job's JobRun row: when it
 * started, when it last succeeded, when it last failed and why. One row per job whichever instance
 * ran it: the system page lists them, and a job with no success within three of its intervals
 * while this instance runs it is an alert (lib/ops/alerts.ts). A write that fails (the database is
 * down) is logged and never stops the job.
 */

export type RegisteredJob = { name: string; everyMs: number; registeredAt: Date };

const state = globalThis as unknown as {
  __jobs?: Map<string, RegisteredJob & { recordedAt?: number }>;
};
const jobs = () => (state.__jobs ??= new Map());

/** Notes that this process runs `name` every `everyMs` from now on (once; later calls are kept out). */
export function registerJob(name: string, everyMs: number, now = new Date()): void {
  if (!jobs().has(name)) jobs().set(name, { name, everyMs, registeredAt: now });
}

/** The jobs this process runs, in the order they started. */
export function registeredJobs(): RegisteredJob[] {
  return [...jobs().values()].map(({ name, everyMs, registeredAt }) => ({
    name,
    everyMs,
    registeredAt,
  }));
}

/** Tests: forget every registered job. */
export function forgetJobsForTests(): void {
  state.__jobs = undefined;
}

type RunFields = {
  lastStartedAt?: Date;
  lastSuccessAt?: Date;
  lastFailureAt?: Date;
  lastError?: string;
  instance?: string;
};

/** Writes the job's row: an update, or the first run's insert (another instance's insert wins). */
async function write(name: string, everyMs: number, data: RunFields): Promise<void> {
  const client = db();
  const set = { everyMs, ...data };
  if ((await client.jobRun.updateMany({ where: { name }, data: set })).count) return;
  try {
    await client.jobRun.create({ data: { name, ...set } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await client.jobRun.updateMany({ where: { name }, data: set });
  }
}

const logged = (name: string) => (e: unknown) =>
  console.error(`[jobs] could not record a run of ${name}:`, e instanceof Error ? e.message : e);

const messageOf = (e: unknown) =>
  (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim().slice(0, 1000) ||
  'failed without a message';

/**
 * Runs one pass of the job `name` and records it: its start, then its success or its failure and
 * error (rethrown). `quietWithinMs`: a pass that starts within that long of the last recorded
 * success of this process records nothing unless it fails (the outbox runs on each new e-mail, and
 * its row need not be written for each).
 */
export async function runJob<T>(
  name: string,
  everyMs: number,
  pass: () => Promise<T>,
  { quietWithinMs = 0 }: { quietWithinMs?: number } = {},
): Promise<T> {
  const job = jobs().get(name);
  const startedAt = new Date();
  const quiet =
    job?.recordedAt !== undefined && startedAt.getTime() - job.recordedAt < quietWithinMs;
  if (!quiet) {
    await write(name, everyMs, { lastStartedAt: startedAt, instance: thisInstance().id }).catch(
      logged(name),
    );
  }
  let result: T;
  try {
    result = await pass();
  } catch (e) {
    await write(name, everyMs, {
      ...(quiet ? { lastStartedAt: startedAt, instance: thisInstance().id } : {}),
      lastFailureAt: new Date(),
      lastError: messageOf(e),
    }).catch(logged(name));
    throw e;
  }
  if (!quiet) {
    await write(name, everyMs, { lastSuccessAt: new Date() }).then(() => {
      if (job) job.recordedAt = startedAt.getTime();
    }, logged(name));
  }
  return result;
}

/** Every job's row, by name. */
export async function jobRuns() {
  return db().jobRun.findMany({ orderBy: { name: 'asc' } });
}
