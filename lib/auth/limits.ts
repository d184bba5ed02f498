import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp, hashIp } from '@/lib/client-info';
import { hitRateLimits, type RateDecision } from '@/lib/rate-limit';

/**
 * The database key of the sign-in counter of one account from one client address (salted, like
 * IP hashes): failures are counted per pair, so a stranger failing from their own addresses
 * cannot lock the account's owner out from theirs.
 */
async function pairKey(email: string, headers: Headers) {
  return `sign-in-pair:${await hashIp(`email:${email}|ip:${clientIp(headers)}`)}`;
}

/**
 * Counts one sign-in attempt against the client address and against the pair of that address and
 * the account it names, in the database so every instance agrees (lib/rate-limit.ts). The pair's
 * counter is cleared by a successful sign-in from that address, so it counts failures in a row;
 * the address's counts every attempt, whatever the account (guessing across accounts, and many
 * guesses at one account from one place). Guesses at one account from many addresses are each
 * held by their address's limit and slowed by Argon2id.
 */
export async function hitSignInLimits(email: string, headers: Headers): Promise<RateDecision> {
  const e = env();
  return hitRateLimits(db(), [
    { key: `sign-in-ip:${await hashIp(clientIp(headers))}`, limit: e.SIGN_IN_LIMIT_PER_IP_10_MIN },
    { key: await pairKey(email, headers), limit: e.SIGN_IN_LIMIT_PER_USER_10_MIN },
  ]);
}

/** A successful sign-in clears the failures of that account from that address. */
export async function clearSignInFailures(email: string, headers: Headers): Promise<void> {
  await db().rateLimit.deleteMany({ where: { key: await pairKey(email, headers) } });
}

/** Other account forms (sign-up, forgot password): per address, and per e-mail when given. */
export async function hitAccountFormLimits(
  form: string,
  headers: Headers,
  email?: string,
): Promise<RateDecision> {
  const e = env();
  return hitRateLimits(db(), [
    { key: `${form}-ip:${await hashIp(clientIp(headers))}`, limit: e.SIGN_IN_LIMIT_PER_IP_10_MIN },
    ...(email
      ? [
          {
            key: `${form}-account:${await hashIp(`email:${email}`)}`,
            limit: e.SIGN_IN_LIMIT_PER_USER_10_MIN,
          },
        ]
      : []),
  ]);
}
