/**
 * Coupon codes' pure rules (issue 50): the code's form, whether a code applies to a course and
 * cohort on an India day, and the discount it gives. The server applies them in the quote's
 * transaction (./uses.ts); nothing here reads the database or the clock.
 *
 * The discount is taken off the price the quote would charge (the tier's price of the day, so the
 * tier's countdown still decides the base); a referral code's fixed discount then comes off what
 * is left. Together they never take the price below ₹1 (the least Razorpay or a transfer takes):
 * a 100% code, or a fixed amount larger than the price, leaves ₹1 to pay.
 */

/** The least a learner pays, whatever the codes: ₹1, in paise. */
export const FLOOR_PAISE = 100;

/** A code as stored and compared: trimmed, upper-case letters, digits and '-', 3 to 20 long. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

/** What the learner typed, as codes are compared (trimmed, upper-case). */
export const normaliseCode = (typed: string) => typed.trim().toUpperCase();

/** The coupon's columns these rules read. */
export type CouponRule = {
  kind: string;
  value: number;
  /** JSON array of course slugs, or null for every course. */
  courses: string | null;
  cohortId: string | null;
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
};

/** Why a code is refused (each has its sentence in content/checkout.ts `couponText`). */
export type CouponRefusal =
  'format' | 'unknown' | 'paused' | 'notYet' | 'expired' | 'wrongCourse' | 'usedUp' | 'perEmail';

/** The course slugs a coupon is for, or null for every course. */
export function couponCourses(c: Pick<CouponRule, 'courses'>): string[] | null {
  if (!c.courses) return null;
  try {
    const list: unknown = JSON.parse(c.courses);
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the coupon may be applied to `course`'s cohort `cohortId` on the India day `today`
 * ("YYYY-MM-DD"), or why not. Uses (total and per e-mail) are counted in the transaction.
 */
export function couponRefusal(
  c: CouponRule,
  at: { course: string; cohortId: string; today: string },
): CouponRefusal | null {
  if (!c.active) return 'paused';
  if (c.validFrom && at.today < c.validFrom) return 'notYet';
  if (c.validTo && at.today > c.validTo) return 'expired';
  if (c.cohortId && c.cohortId !== at.cohortId) return 'wrongCourse';
  const courses = couponCourses(c);
  if (courses && !courses.includes(at.course)) return 'wrongCourse';
  return null;
}

/**
 * The paise a coupon takes off `pricePaise`: a whole percent of it (rounded down to the paisa, so
 * never more than the percent says), or a fixed amount; never leaving less than FLOOR_PAISE.
 */
export function couponDiscountPaise(c: Pick<CouponRule, 'kind' | 'value'>, pricePaise: number) {
  const off =
    c.kind === 'percent'
      ? Math.floor((pricePaise * Math.min(100, Math.max(0, c.value))) / 100)
      : Math.max(0, c.value);
  return Math.max(0, Math.min(off, pricePaise - FLOOR_PAISE));
}

/** The percent a code shows in words ("20% off"), or null for a fixed amount. */
export const couponPercent = (c: Pick<CouponRule, 'kind' | 'value'>) =>
  c.kind === 'percent' ? c.value : null;

/** The price before any discount of an enrolment as stored (its tier's price of the day). */
export const priceBeforeDiscounts = (e: {
  amountPaise: number;
  referralDiscountPaise: number;
  couponDiscountPaise: number;
}) => e.amountPaise + e.referralDiscountPaise + e.couponDiscountPaise;
