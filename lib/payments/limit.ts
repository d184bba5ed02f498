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
  const limit = env().RATE_LIMIT_PER_IP_10_MIN;
  if (limit <= 0) return;
  const { ipHash } = await clientMeta(req);
  const decision = await hitRateLimits(db(), [{ key: `pay-${step}:${ipHash}`, limit }]);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
