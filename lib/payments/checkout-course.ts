/**
 * What the checkout sells: a course from content/courses/ (what it is) and, for the level courses,
 * the cohort on sale now from the database (lib/courses/cohorts.ts: dates, price tiers, batches and
 * their seats). Shared by the pages and the server steps that take money.
 */
import { QUOTE_HOLD_MINUTES } from '@/content/checkout';
import { batches } from '@/content/courses-overview';
import { courseBySlug, isLevelCourse, type PriceTier } from '@/content/courses';
import { courseTitle } from '@/content/course-catalogue';
import { priceAt } from '@/lib/courses/pricing';

export const QUOTE_HOLD_MS = QUOTE_HOLD_MINUTES * 60 * 1000;

export type CheckoutCourse = {
  slug: string;
  title: string;
  href: string | null;
  level: string | null;
  /**
   * A programme whose fees are given on request: it is never sold online. The level courses are
   * sold from their current cohort, when they have one.
   */
  onRequest: boolean;
  batchDays: string;
  duration: string;
  /** Kids' and teens' courses: a parent or guardian enrols the learner. */
  forKids: boolean;
};

/** The course `slug` as the checkout names it, or undefined for an unknown slug. */
export function checkoutCourse(slug: string | null | undefined): CheckoutCourse | undefined {
  if (!slug) return undefined;
  const c = courseBySlug(slug);
  if (!c) return undefined;
  if (isLevelCourse(c)) {
    return {
      slug: c.slug,
      title: c.courseName,
      href: c.href,
      level: c.level,
      onRequest: false,
      batchDays: c.batchDays,
      duration: c.duration,
      forKids: false,
    };
  }
  return {
    slug: c.slug,
    title: courseTitle(c.slug) ?? c.title,
    href: c.href,
    level: null,
    onRequest: true,
    batchDays: batches.days,
    duration: c.duration,
    forKids: c.slug === 'kids-teens',
  };
}

/** A batch index from a query value: 0-4, or null when absent or not one of the slots. */
export function batchIndex(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (typeof value === 'string' && !/^\d$/.test(value)) return null;
  return Number.isInteger(n) && n >= 0 && n < batches.slots.length ? n : null;
}

export type Quote = {
  amountPaise: number;
  mrpPaise: number;
  tier: PriceTier | null;
  quotedAt: Date;
  expiresAt: Date;
};

/**
 * The price of `course` at `now`, held for QUOTE_HOLD_MS: what an enrolment stores and what the
 * learner pays, whatever the browser sent. Null when the course has no price.
 */
export function quoteAt(
  course: { mrp: number | null; prices: PriceTier[] },
  now: number,
): Quote | null {
  const state = priceAt(course, now);
  if (!state) return null;
  return {
    amountPaise: Math.round(state.price) * 100,
    mrpPaise: Math.round(state.mrp) * 100,
    tier: state.tier,
    quotedAt: new Date(now),
    expiresAt: new Date(now + QUOTE_HOLD_MS),
  };
}

/** Whether a quote still holds at `now`. */
export const quoteHolds = (expiresAt: Date, now: number) => expiresAt.getTime() > now;

/** A transfer reported more than a day after its quote ran out is pointed out to staff (below). */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days between the end of a quote's hold and a transfer reported against it, when more than
 * a day: the learner is held to the amount they were shown (they may have paid in time and
 * reported later), so staff are told before confirming a price that may since have changed.
 */
export function daysReportedLate(quoteExpiresAt: Date, reportedAt: Date): number | null {
  const late = reportedAt.getTime() - quoteExpiresAt.getTime();
  return late > DAY_MS ? Math.floor(late / DAY_MS) : null;
}

/**
 * The same for a card or UPI payment through Razorpay, paid more than a day after its order's
 * quote could have held (an order is made while its quote holds, so at most QUOTE_HOLD_MS after
 * the order): honoured at the order's amount, and pointed out to staff.
 */
export function daysOrderPaidLate(p: {
  method: string;
  createdAt: Date;
  paidAt: Date | null;
}): number | null {
  if (p.method === 'upi_transfer' || !p.paidAt) return null;
  return daysReportedLate(new Date(p.createdAt.getTime() + QUOTE_HOLD_MS), p.paidAt);
}

/**
 * A quote less a referral discount (the discount the enrolment stores): never below ₹1, and the
 * discount recorded is what was actually taken off.
 */
export function withDiscount(q: Quote, discountPaise: number): Quote & { discountPaise: number } {
  const d = Math.max(0, Math.min(discountPaise, q.amountPaise - 100));
  return { ...q, amountPaise: q.amountPaise - d, discountPaise: d };
}
