import 'server-only';
import { db } from '@/lib/db';

export const RATE_WINDOW_MS = 10 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one submission of `form` by a client and says whether it is within `limit` per 10 minutes.
 * The counter lives in the database (one atomic upsert) so that every instance agrees. The window
 * starts at a client's first submission and restarts once it has ended. `limit` 0 turns it off.
 */
export async function hitRateLimit(
  form: string,
  clientKey: string,
  limit: number,
  now = Date.now(),
): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true };
  const key = `${form}:${clientKey}`;
  const resetAt = now + RATE_WINDOW_MS;
  const rows = await db().$queryRaw<{ count: number | bigint; resetAt: number | bigint }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN ${resetAt} ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) return { allowed: true };
  if (Number(row.count) <= limit) {
    // Now and then, clear windows that ended long ago.
    if (Math.random() < 0.02) {
      void db()
        .rateLimit.deleteMany({ where: { resetAt: { lt: BigInt(now - RATE_WINDOW_MS) } } })
        .catch(() => {});
    }
    return { allowed: true };
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((Number(row.resetAt) - now) / 1000)),
  };
}
