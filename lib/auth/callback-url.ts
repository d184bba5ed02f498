/** Where a visitor goes after signing in when nothing else is asked for. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * The path a callbackUrl may send a visitor back to: a path on this site only (an open redirect
 * would let a link to our log-in page forward to a look-alike site). Accepts "/dashboard?x=1" or
 * an absolute URL on `origin`; refuses "//evil.example", "/\\evil.example", other origins, schemes,
 * and anything with control characters. Returns null when refused.
 */
export function safeCallbackPath(raw: unknown, origin?: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (/[\u0000-\u001F\u007F\\]/.test(raw)) return null;
  let path = raw;
  if (!raw.startsWith('/')) {
    if (!origin) return null;
    try {
      const u = new URL(raw);
      if (u.origin !== new URL(origin).origin) return null;
      path = u.pathname + u.search + u.hash;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // Resolve against a placeholder origin: what a browser would open must stay on that origin.
  try {
    const u = new URL(path, 'http://placeholder.invalid');
    if (u.origin !== 'http://placeholder.invalid') return null;
    // Never back to the forms themselves.
    if (['/log-in', '/sign-up'].includes(u.pathname)) return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}
