/** Index arithmetic shared by rotating widgets (trending banner, career panel). */
export function wrapIndex(i: number, n: number): number {
  return n <= 0 ? 0 : ((i % n) + n) % n;
}

/** The spec's rotation interval (§9: trending banner and career panel). */
export const ROTATION_MS = 3000;
