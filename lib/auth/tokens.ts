import 'server-only';
import { randomBytes } from 'node:crypto';
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

/** A fresh session id, put into the token at sign-in and kept for the session's whole life. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Checks a token against its user's row, on every session read: the sessionVersion must be the
 * one the token was issued under (log out everywhere, a password or role change raise it), and its
 * session must not have been ended by 'Log out' (EndedSession; both read at once). A token without
 * a session id (issued before sign-out was recorded) is refused: it could not be ended, so its
 * holder signs in once more. Returns the token with the user's current name, e-mail and role;
 * throws SessionEnded otherwise.
 */
export async function checkToken(token: JWT): Promise<JWT> {
  if (!token.sub || typeof token.sv !== 'number') throw new SessionEnded('malformed token');
  if (typeof token.sid !== 'string' || !token.sid) throw new SessionEnded('no session id');
  const [user, ended] = await Promise.all([
    db().user.findUnique({
      where: { id: token.sub },
      select: { name: true, email: true, role: true, sessionVersion: true, disabledAt: true },
    }),
    db().endedSession.findUnique({ where: { sid: token.sid }, select: { sid: true } }),
  ]);
  if (!user) throw new SessionEnded('no such user');
  if (ended) throw new SessionEnded('signed out');
  if (user.sessionVersion !== token.sv) throw new SessionEnded('sessionVersion changed');
  if (user.disabledAt) throw new SessionEnded('account disabled');
  if (!isRole(user.role)) throw new SessionEnded('unknown role');
  return { ...token, name: user.name, email: user.email, role: user.role };
}

/** How often, at most, a sign-out also clears records of sessions that have expired anyway. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = 0;

/**
 * 'Log out': records the token's session as ended, so the same cookie replayed later is no
 * session (checkToken), until the token would have expired anyway; then the record goes (pruned
 * now and then on a later sign-out).
 */
export async function endSession(token: JWT | null | undefined, now = Date.now()): Promise<void> {
  if (!token?.sub || typeof token.sid !== 'string' || typeof token.signedInAt !== 'number') return;
  const expiresAt = new Date((token.signedInAt + lifetimeSeconds(token)) * 1000);
  if (expiresAt.getTime() <= now) return;
  await db().endedSession.upsert({
    where: { sid: token.sid },
    create: { sid: token.sid, userId: token.sub, expiresAt },
    update: {},
  });
  if (now - lastPrune >= PRUNE_EVERY_MS) {
    lastPrune = now;
    await pruneEndedSessions(now);
  }
}

/** Forgets ended sessions whose tokens have expired (a replay of those fails on its own). */
export async function pruneEndedSessions(now = Date.now()): Promise<number> {
  const { count } = await db().endedSession.deleteMany({
    where: { expiresAt: { lte: new Date(now) } },
  });
  return count;
}

/**
 * Ends every session of a user, on every device and instance, and their private calendar address
 * (anyone who had a session could have copied it; the dashboard makes a new one when asked).
 */
export async function endAllSessions(userId: string): Promise<void> {
  await db().$transaction([
    db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
    db().calendarFeed.deleteMany({ where: { userId } }),
  ]);
}
