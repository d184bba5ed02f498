import 'server-only';
import { apiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { readSession, type SessionUser } from './session';
import { isStaffRole } from './roles';

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

type Guarded = { ok: true; user: SessionUser } | { ok: false; response: Response };

const crossSite = () =>
  apiError(403, 'forbidden', 'This request must come from a page of this site.');

/** A state-changing handler's first line: same origin, then a signed-in user. */
export async function userForMutation(req: Request): Promise<Guarded> {
  if (!isSameOrigin(req)) return { ok: false, response: crossSite() };
  const user = await readSession(req.headers);
  if (!user) {
    return { ok: false, response: apiError(401, 'unauthorized', 'Please log in first.') };
  }
  return { ok: true, user };
}

/** A reading handler: a signed-in user (no Origin check: GETs change nothing). */
export async function userForRead(req: Request): Promise<Guarded> {
  const user = await readSession(req.headers);
  if (!user) {
    return { ok: false, response: apiError(401, 'unauthorized', 'Please log in first.') };
  }
  return { ok: true, user };
}

/** A staff handler: as above, and a staff or admin role (403 for learners). */
export async function staffForMutation(req: Request): Promise<Guarded> {
  const g = await userForMutation(req);
  if (g.ok && !isStaffRole(g.user.role)) {
    return { ok: false, response: apiError(403, 'forbidden', 'This is for the school’s staff.') };
  }
  return g;
}

export { crossSite };
