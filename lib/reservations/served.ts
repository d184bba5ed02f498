import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

/**
 * The server's own measure of how long the reservation form was open: GET
 * /api/reservations/availability (which the form reads before it can offer a day) sets a signed,
 * HttpOnly cookie with the time it first served the form's data, and POST /api/reservations goes
 * by the shorter of the browser's fill time (`elapsedMs`) and the time since then. A client that
 * claims a long fill time without having been served the form, or right after, is filed as spam
 * (answered alike, no seat). Only the server's clock is compared with the server's clock.
 */
export const SERVED_COOKIE = 'reservation-served';
/** Long enough for a tab left open for days; the first serve is kept, not renewed. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

async function signature(at: number): Promise<string> {
  return createHmac('sha256', await authSecret())
    .update(`reservation-served:${at}`)
    .digest('base64url');
}

export async function servedToken(now = Date.now()): Promise<string> {
  return `${now}.${await signature(now)}`;
}

/** When the form's data was first served to this browser, if the cookie is ours and current. */
export async function servedAt(
  value: string | undefined,
  now = Date.now(),
): Promise<number | null> {
  const m = /^(\d{13})\.([\w-]{43})$/.exec(value ?? '');
  if (!m) return null;
  const at = Number(m[1]);
  if (at > now + 60_000 || now - at > MAX_AGE_SECONDS * 1000) return null;
  const expected = Buffer.from(await signature(at));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? at : null;
}

export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function servedCookie(token: string, secure: boolean): string {
  return (
    `${SERVED_COOKIE}=${token}; Path=/api/reservations; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}

/**
 * The fill time the spam check goes by: the browser's claim, but never more than the time since
 * the server served the form's data; 0 (spam) when it never did.
 */
export function serverFillMs(claim: number | undefined, served: number | null, now: number) {
  if (served === null) return 0;
  const measured = Math.max(0, now - served);
  return claim === undefined ? measured : Math.min(claim, measured);
}
