import 'server-only';
import { registerJob, runJob } from '@/lib/ops/jobs';

const timers = globalThis as unknown as { __workers?: Map<string, NodeJS.Timeout> };

/**
 * A background pass of this instance every `everyMs` (the outbox's neighbours: the staff digest,
 * the recordings e-mail, Razorpay reconciliation), started once per process whatever the number
 * of imports. A pass still running when the next is due is not started twice; a failure is
 * logged under `tag` and the next pass runs as usual. The timer does not keep the process alive.
 * Each pass is recorded under `tag` (lib/ops/jobs.ts: last start, success, failure and error), for
 * the system page and the missed-runs alert.
 */
export function startIntervalWorker(
  tag: string,
  everyMs: number,
  pass: () => Promise<unknown>,
): boolean {
  const all = (timers.__workers ??= new Map());
  if (all.has(tag)) return false;
  registerJob(tag, everyMs);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runJob(tag, everyMs, pass)
      .catch((e) => console.error(`[${tag}] failed:`, e))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  all.set(tag, timer);
  return true;
}
