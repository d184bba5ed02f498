import 'server-only';
import { sameOriginOnly } from '@/lib/auth/request';
import { isStaffRole } from '@/lib/auth/roles';
import { readSession, type SessionUser } from '@/lib/auth/session';
import { ApiError, handle } from './errors';

/** A route handler's function that runs for a signed-in user only. */
type UserHandler<C> = (req: Request, user: SessionUser, ctx: C) => Promise<Response>;

/**
 * The signed-in user of a request, or a throw of the answer: a request that changes data must
 * come from a page of this site first (GETs change nothing), then a session (401).
 */
async function signedIn(req: Request): Promise<SessionUser> {
  if (req.method !== 'GET' && req.method !== 'HEAD') sameOriginOnly(req);
  const user = await readSession(req.headers);
  if (!user) throw new ApiError('unauthorized', 'Please log in first.');
  return user;
}

/**
 * A handler for signed-in users; throws are answered as `handle` does (`tag` names it in logs),
 * `toApiError` first turning the handler's own refusals into ApiErrors.
 */
export function withUser<C = unknown>(
  tag: string,
  fn: UserHandler<C>,
  toApiError?: (e: unknown) => unknown,
) {
  return handle<C>(tag, async (req, ctx) => fn(req, await signedIn(req), ctx), toApiError);
}

/** A handler for staff and admins; learners get a 403. */
export function withStaff<C = unknown>(tag: string, fn: UserHandler<C>) {
  return handle<C>(tag, async (req, ctx) => {
    const user = await signedIn(req);
    if (!isStaffRole(user.role)) {
      throw new ApiError('forbidden', 'This is for the school’s staff.');
    }
    return fn(req, user, ctx);
  });
}

/** A handler for admins only; staff and learners get a 403 with `refusal`. */
export function withAdmin<C = unknown>(
  tag: string,
  fn: UserHandler<C>,
  refusal = 'This is for the school’s admins.',
) {
  return handle<C>(tag, async (req, ctx) => {
    const user = await signedIn(req);
    if (user.role !== 'admin') throw new ApiError('forbidden', refusal);
    return fn(req, user, ctx);
  });
}
