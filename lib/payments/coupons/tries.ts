/**
 * Codes tried per client address: a checkout that names a code is counted before its transaction
 * starts, on its own statement, so a refused code (which undoes the checkout's transaction) still
 * counts. Without it a script could post codes to POST /api/enrolments without end until one
 * applied.
 */
import 'server-only';
import { couponText } from '@/content/checkout';
import { db } from '@/lib/db';
import { hitRateLimits } from '@/lib/rate-limit';
import { EnrolmentRefusedError, guarded } from '../enrolments';
import { normaliseCode } from './rules';

/** Checkouts naming a code, per client address per hour (a learner needs one or two). */
export const COUPON_TRIES_PER_ADDRESS_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts a checkout's code (none typed: nothing counted) against its address (`ipHash`); past the
 * limit the checkout is refused with the code field's sentence.
 */
export async function countCouponTry(
  typed: string | null | undefined,
  ipHash: string,
  now: number,
) {
  if (!normaliseCode(typed ?? '')) return;
  const rule = {
    key: `coupon-ip:${ipHash}`,
    limit: COUPON_TRIES_PER_ADDRESS_HOUR,
    windowMs: HOUR_MS,
  };
  const decision = await guarded(() => hitRateLimits(db(), [rule], now));
  if (!decision.allowed) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      couponText.tooManyTries,
      'couponCode',
    );
  }
}
