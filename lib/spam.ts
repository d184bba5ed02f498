/**
 * Spam heuristics for our forms. A flagged submission is stored with status "spam" (staff can
 * review it) and answered like a success, so a bot learns nothing.
 */
export function spamReason(
  signals: { website?: string; startedAt?: number },
  now: number,
  minFillMs: number,
): string | null {
  if (signals.website && signals.website.trim() !== '') return 'honeypot';
  if (signals.startedAt !== undefined) {
    const elapsed = now - signals.startedAt;
    if (elapsed < minFillMs) return `filled in ${Math.max(0, elapsed)} ms`;
  }
  return null;
}
