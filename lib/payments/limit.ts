import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { clientMeta } from '@/lib/client-info';
import { hitRateLimits, RateLimitedError } from '@/lib/rate-limit';

/**
 * The payment steps' own limit per client address (transfer references, Razorpay orders and
 * verifications): the same per-address figure as the forms, counted in the database so every
 * instance agrees. Throws RateLimitedError (429) when over.
 */
export async function limitPaymentStep(req: Request, step: string): Promise<void> {
  if (env().RATE_LIMIT_PER_IP_10_MIN <= 0) return;
  const { ipHash } = await clientMeta(req);
  await limitKey(`pay-${step}:${ipHash}`);
}

/**
 * A signed-in learner's downloads of documents made afresh on each request (certificate PDFs):
 * the same figure per 10 minutes, counted per account, so a loop of downloads cannot take the
 * server's processors. Throws RateLimitedError (429) when over.
 */
export async function limitLearnerDownloads(userId: string): Promise<void> {
  await limitKey(`download:${userId}`);
}

async function limitKey(key: string): Promise<void> {
  const limit = env().RATE_LIMIT_PER_IP_10_MIN;
  if (limit <= 0) return;
  const decision = await hitRateLimits(db(), [{ key, limit }]);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
