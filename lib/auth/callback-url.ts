/** Where a visitor goes after signing in when nothing else is asked for. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * The path a callbackUrl may send a visitor back to: a path on this site only (an open redirect
 * would let a link to our log-in page forward to a look-alike site). Accepts "/dashboard?x=1" or
 * an absolute URL on `origin`; refuses other origins, schemes, control characters and backslashes,
 * and anything whose path, once resolved the way a browser resolves it ("/./", "/../", "%2e"
 * segments), starts with "//" or "/\" (which a browser would read as another host). The answer is
 * the resolved path itself, so what is checked is what is followed. Returns null when refused.
 */
export function safeCallbackPath(raw: unknown, origin?: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  // Control characters (a URL parser drops tabs and newlines silently) and backslashes (read as
  // slashes) never belong in a path we hand out.
  if (/[\u0000-\u001F\u007F\\]/.test(raw)) return null;
  if (raw.startsWith('//')) return null;
  let base = PLACEHOLDER_ORIGIN;
  if (!raw.startsWith('/')) {
    // Only an absolute URL on our own origin; never a relative path ("dashboard") or a scheme.
    if (!origin || !/^https?:\/\//i.test(raw)) return null;
    try {
      base = new URL(origin).origin;
    } catch {
      return null;
    }
  }
  let u: URL;
  try {
    u = new URL(raw, base);
  } catch {
    return null;
  }
  // Resolved the way a browser would: it must stay on the base origin, with no credentials...
  if (u.origin !== base || u.username || u.password) return null;
  // ...and its path must not read as a host of its own once handed out as a relative URL.
  if (u.pathname.startsWith('//') || u.pathname.startsWith('/\\')) return null;
  // Never back to the forms themselves.
  if (['/log-in', '/sign-up'].includes(u.pathname)) return null;
  return u.pathname + u.search + u.hash;
}
