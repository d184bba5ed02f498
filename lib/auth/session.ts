import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { authOptions } from './options';
import { isStaffRole } from './roles';

export type SessionUser = Session['user'];

/**
 * The signed-in user of this request, or null: the session cookie's token, checked against the
 * user's row (sessionVersion) on every read. Once per request in server components.
 */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  try {
    const session = await getServerSession(await authOptions());
    return session?.user?.id ? session.user : null;
  } catch (e) {
    console.error('[auth] session read failed:', e);
    return null;
  }
});

export function logInPath(callbackPath: string): string {
  return `/log-in?callbackUrl=${encodeURIComponent(callbackPath)}`;
}

/**
 * Pages and server actions that read or change an account's data start here: an anonymous visitor
 * is sent to sign in and back to `callbackPath`. The proxy's redirect is only a first line; this
 * is the check that counts.
 */
export async function requireUser(callbackPath: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(logInPath(callbackPath));
  return user;
}

/** Staff pages and actions: anonymous visitors sign in first; learners get the 403 page. */
export async function requireStaff(callbackPath: string): Promise<SessionUser> {
  const user = await requireUser(callbackPath);
  if (!isStaffRole(user.role)) forbidden();
  return user;
}
