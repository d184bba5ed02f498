import 'server-only';
import type { JWT } from 'next-auth/jwt';
import { db } from '@/lib/db';
import { isRole } from './roles';

/** 'Keep me signed in': 30 days. */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Otherwise: until the browser closes (a session cookie), and at most a day. */
export const SESSION_SECONDS = 24 * 60 * 60;

export function lifetimeSeconds(token: Pick<JWT, 'remember'>): number {
  return token.remember ? REMEMBER_SECONDS : SESSION_SECONDS;
}

/**
 * Whether a token is still within its lifetime, counted from sign-in (not from its last refresh:
 * reading a session must not make it last for ever).
 */
export function withinLifetime(token: JWT, nowSeconds: number): boolean {
  const start = token.signedInAt;
  return typeof start === 'number' && nowSeconds < start + lifetimeSeconds(token);
}

/** A session that must end: the user is gone, or its sessionVersion has moved on. */
export class SessionEnded extends Error {
  constructor(reason: string) {
    super(`session ended: ${reason}`);
    this.name = 'SessionEnded';
  }
}

/**
 * Checks a token against its user's row, on every session read: the sessionVersion must be the
 * one the token was issued under (log out everywhere, a password or role change raise it). Returns
 * the token with the user's current name, e-mail and role; throws SessionEnded otherwise.
 */
export async function checkToken(token: JWT): Promise<JWT> {
  if (!token.sub || typeof token.sv !== 'number') throw new SessionEnded('malformed token');
  const user = await db().user.findUnique({
    where: { id: token.sub },
    select: { name: true, email: true, role: true, sessionVersion: true, disabledAt: true },
  });
  if (!user) throw new SessionEnded('no such user');
  if (user.sessionVersion !== token.sv) throw new SessionEnded('sessionVersion changed');
  if (user.disabledAt) throw new SessionEnded('account disabled');
  if (!isRole(user.role)) throw new SessionEnded('unknown role');
  return { ...token, name: user.name, email: user.email, role: user.role };
}

/** Ends every session of a user, on every device and instance. */
export async function endAllSessions(userId: string): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
