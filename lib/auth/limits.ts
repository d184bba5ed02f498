import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientIp, hashIp } from '@/lib/client-info';
import { hitRateLimits, type RateDecision } from '@/lib/rate-limit';

/** The database key of an e-mail address's sign-in counter (salted, like IP hashes). */
async function accountKey(email: string) {
  return `sign-in-account:${await hashIp(`email:${email}`)}`;
}

/**
 * Counts one sign-in attempt against the client address and the account it names, in the database
 * so every instance agrees (lib/rate-limit.ts). The account's counter is cleared by a successful
 * sign-in, so it counts failures in a row; the address's counts every attempt.
 */
export async function hitSignInLimits(email: string, headers: Headers): Promise<RateDecision> {
  const e = env();
  return hitRateLimits(db(), [
    { key: `sign-in-ip:${await hashIp(clientIp(headers))}`, limit: e.SIGN_IN_LIMIT_PER_IP_10_MIN },
    { key: await accountKey(email), limit: e.SIGN_IN_LIMIT_PER_USER_10_MIN },
  ]);
}

export async function clearAccountLimit(email: string): Promise<void> {
  await db().rateLimit.deleteMany({ where: { key: await accountKey(email) } });
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
