/** Timing of the 'Numbers Speak' counters (spec §4: count up from zero over about 2 seconds). */

/** @see spec §9 'counter duration about 2000 ms' */
export const COUNT_UP_DURATION_MS = 2000;

/** Fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The whole number a counter shows `elapsedMs` after it started: 0 at the start, eased towards
 * `target`, and `target` itself only once `durationMs` has passed (rounded down until then, so the
 * final figure never appears early).
 */
export function countUpValue(
  target: number,
  elapsedMs: number,
  durationMs: number = COUNT_UP_DURATION_MS,
): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return target;
  if (!(elapsedMs > 0)) return 0;
  return Math.min(target, Math.floor(target * easeOutCubic(elapsedMs / durationMs)));
}
