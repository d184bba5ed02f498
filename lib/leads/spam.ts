/**
 * Spam heuristics for our forms. A flagged submission is stored with status "spam" (staff can
 * review it) and answered like a success, so a bot learns nothing.
 *
 * The fill time is measured by the browser on its own monotonic clock (performance.now) and sent
 * as `elapsedMs`: comparing the browser's wall clock with ours would file every visitor whose
 * device clock runs ahead as spam.
 */
export function spamReason(
  signals: { website?: string; elapsedMs?: number },
  minFillMs: number,
): string | null {
  if (signals.website && signals.website.trim() !== '') return 'honeypot';
  if (signals.elapsedMs !== undefined && signals.elapsedMs < minFillMs) {
    return `filled in ${signals.elapsedMs} ms`;
  }
  return null;
}
