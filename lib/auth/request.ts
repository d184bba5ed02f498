import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { siteUrl } from '@/lib/site-url';

/**
 * CSRF defence of our own state-changing handlers: the request must come from a page of this
 * site. Browsers send Origin with every cross-site POST (and fetch sends it same-site too); without
 * one, Sec-Fetch-Site must say same-origin. next-auth's own routes use its CSRF token instead.
 */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return req.headers.get('sec-fetch-site') === 'same-origin';
  if (origin === 'null') return false;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false;
  }
  if (o.origin === siteUrl()) return true;
  // The host the request was sent to (behind no proxy, or a proxy that keeps Host).
  const host = req.headers.get('host');
  return !!host && o.host === host;
}

/** A state-changing handler's first line (lib/api/guards.ts does it for signed-in ones): 403 else. */
export function sameOriginOnly(req: Request): void {
  if (!isSameOrigin(req)) {
    throw new ApiError('forbidden', 'This request must come from a page of this site.');
  }
}
