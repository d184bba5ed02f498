import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerSession, type Session } from 'next-auth';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { authOptions } from './options';
import { isStaffRole } from './roles';

export type SessionUser = Session['user'];

function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] ??= decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a cookie that is not ours, badly encoded
    }
  }
  return out;
}

/**
 * The signed-in user of a request, or null: the session cookie's token, decoded and checked
 * against the user's row (sessionVersion, role) by next-auth's session read with our callbacks:
 * what getServerSession does, from the request's own headers (route handlers, tests).
 */
export async function readSession(requestHeaders: Headers): Promise<SessionUser | null> {
  try {
    // getServerSession's (req, res, options) form: our headers and cookies, and a response whose
    // cookie writes are dropped (a read never sets cookies here).
    const req = {
      headers: Object.fromEntries(requestHeaders),
      cookies: parseCookies(requestHeaders.get('cookie')),
    };
    const res = { getHeader() {}, setCookie() {}, setHeader() {} };
    const session = await getServerSession(
      req as unknown as IncomingMessage & { cookies: Record<string, string> },
      res as unknown as ServerResponse,
      await authOptions(),
    );
    return session?.user?.id ? session.user : null;
  } catch (e) {
    console.error('[auth] session read failed:', e);
    return null;
  }
}

/** The signed-in user of this request in a server component (once per request). */
export const currentUser = cache(async (): Promise<SessionUser | null> =>
  readSession(new Headers(await headers())),
);

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

/** Admin-only pages and actions (people, erasure, export): other staff get the 403 page. */
export async function requireAdmin(callbackPath: string): Promise<SessionUser> {
  const user = await requireStaff(callbackPath);
  if (user.role !== 'admin') forbidden();
  return user;
}
