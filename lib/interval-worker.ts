import 'server-only';
import { isShuttingDown } from '@/lib/ops/process-state.mjs';
import { registerJob, runJob } from '@/lib/ops/jobs';

type Worker = { timer: NodeJS.Timeout; running: Promise<unknown> | null };

const workers = globalThis as unknown as { __workers?: Map<string, Worker> };

/**
 * A background pass of this instance every `everyMs` (the outbox's neighbours: the staff digest,
 * the recordings e-mail, Razorpay reconciliation), started once per process whatever the number
 * of imports. A pass still running when the next is due is not started twice; a failure is
 * logged under `tag` and the next pass runs as usual. The timer does not keep the process alive.
 * Once the instance is shutting down no new pass starts (stopIntervalWorkers waits for the one
 * running). Each pass is recorded under `tag` (lib/ops/jobs.ts: last start, success, failure and
 * error), for the system page and the missed-runs alert.
 */
export function startIntervalWorker(
  tag: string,
  everyMs: number,
  pass: () => Promise<unknown>,
): boolean {
  const all = (workers.__workers ??= new Map());
  if (all.has(tag)) return false;
  registerJob(tag, everyMs);
  const worker: Worker = {
    timer: setInterval(() => {
      if (worker.running || isShuttingDown()) return;
      worker.running = runJob(tag, everyMs, pass)
        .catch((e) => console.error(`[${tag}] failed:`, e))
        .finally(() => {
          worker.running = null;
        });
    }, everyMs),
    running: null,
  };
  worker.timer.unref();
  all.set(tag, worker);
  return true;
}

/** Stops every interval worker of this process and waits for the passes running to end. */
export async function stopIntervalWorkers(): Promise<void> {
  const all = workers.__workers;
  if (!all) return;
  const running = [...all.values()].map((w) => {
    clearInterval(w.timer);
    return w.running;
  });
  all.clear();
  await Promise.all(running);
}
