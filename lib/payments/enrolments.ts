/**
 * The checkout's enrolments: the row and the refusal a learner hears, the database guard every step
 * runs through, a quote's columns, and the reads of an enrolment (the success page, the payment
 * step). Starting one is lib/payments/start-enrolment.ts, a transfer lib/payments/transfer.ts,
 * Razorpay lib/payments/razorpay-checkout.ts.
 */
import 'server-only';
import { paymentText } from '@/content/checkout';
import { db, DatabaseUnavailableError, type Tx } from '@/lib/db';
import { RateLimitedError } from '@/lib/rate-limit';
import { pickCurrent, tiersAsPrices } from '@/lib/courses/offer';
import { takeSeat } from '@/lib/courses/seats';
import { quoteAt, quoteHolds, withDiscount, type Quote } from './checkout-course';
import { unpaidSeatRefusal } from './holds';
import { reapplyCouponTx } from './coupons/uses';
import { RazorpayError } from './razorpay';

export type Enrolment = NonNullable<
  Awaited<ReturnType<ReturnType<typeof db>['enrolment']['findUnique']>>
>;

/** A request the checkout refuses for a reason the learner must hear (4xx). */
export class EnrolmentRefusedError extends Error {
  constructor(
    public status: 400 | 403 | 404 | 409,
    public code: 'validation_failed' | 'forbidden' | 'not_found' | 'conflict',
    message: string,
    public field?: string,
  ) {
    super(message);
  }
}

/** Runs database work, turning anything but a refusal into DatabaseUnavailableError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (
      e instanceof EnrolmentRefusedError ||
      e instanceof RateLimitedError ||
      e instanceof RazorpayError
    )
      throw e;
    throw new DatabaseUnavailableError(e);
  }
}

/** The quote's columns, less the enrolment's referral discount (paise). */
export const quoteData = (quote: Quote, discountPaise = 0) => {
  const q = withDiscount(quote, discountPaise);
  return {
    amountPaise: q.amountPaise,
    referralDiscountPaise: q.discountPaise,
    mrpPaise: q.mrpPaise,
    tier: q.tier ? JSON.stringify(q.tier) : null,
    quotedAt: q.quotedAt,
    quoteExpiresAt: q.expiresAt,
  };
};

export async function findEnrolment(reference: string) {
  return guarded(() =>
    db().enrolment.findUnique({
      where: { reference },
      include: {
        payments: { orderBy: { createdAt: 'desc' } },
        cohortRef: { select: { number: true, startDate: true } },
      },
    }),
  );
}

const withCohort = { cohortRef: { select: { number: true, startDate: true } } } as const;

/**
 * The enrolment as the payment step shows it: an unpaid one whose quote ran out gets today's price
 * of its cohort and a new 30 minutes (the learner sees `requoted`), when its batch still has its
 * seat or another free one; else `full` (the seat went to someone else: the learner chooses again),
 * or `capped` (why no further seat may be taken unpaid for it: lib/payments/holds.ts).
 * A cohort no longer on sale (closed by staff, or its last day to enrol passed), or none at all,
 * gives no new quote: `closed`.
 */
export async function enrolmentForPayment(reference: string, now = Date.now()) {
  return guarded(async () => {
    const enrolment = await db().enrolment.findUnique({
      where: { reference },
      include: withCohort,
    });
    if (!enrolment) return null;
    if (enrolment.status !== 'pending_payment' || quoteHolds(enrolment.quoteExpiresAt, now)) {
      return { enrolment, requoted: false, full: false, closed: false, capped: null };
    }
    return db().$transaction(async (tx) => {
      // Read again in the transaction: a payment or a cancellation recorded since is shown as is.
      const current = await tx.enrolment.findUnique({
        where: { id: enrolment.id },
        include: withCohort,
      });
      if (
        !current ||
        current.status !== 'pending_payment' ||
        quoteHolds(current.quoteExpiresAt, now)
      ) {
        return {
          enrolment: current ?? enrolment,
          requoted: false,
          full: false,
          closed: false,
          capped: null,
        };
      }
      return renewQuote(tx, current, now);
    });
  });
}

/** A lapsed quote of an unpaid enrolment renewed at today's price (`enrolmentForPayment`). */
async function renewQuote(
  tx: Tx,
  enrolment: Enrolment & { cohortRef: { number: number; startDate: string } | null },
  now: number,
) {
  const cohort = enrolment.cohortId
    ? await tx.cohort.findUnique({
        where: { id: enrolment.cohortId },
        include: { tiers: true },
      })
    : null;
  // No cohort (a row from before cohorts, or its cohort is gone): nothing to sell it now.
  if (!cohort || !pickCurrent([cohort], now)) {
    return { enrolment, requoted: false, full: false, closed: true, capped: null };
  }
  const quote = quoteAt(
    {
      mrp: cohort.listPricePaise / 100,
      prices: tiersAsPrices(cohort.listPricePaise, cohort.tiers),
    },
    now,
  );
  if (!quote) return { enrolment, requoted: false, full: false, closed: false, capped: null };
  const refusal = enrolment.batchId
    ? await takeSeat(tx, enrolment.batchId, now, enrolment.id)
    : null;
  if (refusal) return { enrolment, requoted: false, full: true, closed: false, capped: null };
  // The seat taken again counts against the unpaid-seat cap and the day's budget of its address.
  const unpaid = await unpaidSeatRefusal(tx, enrolment, now, enrolment.id);
  if (unpaid) return { enrolment, requoted: false, full: false, closed: false, capped: unpaid };
  // Its coupon applies to the new price while it still may (lib/payments/coupons), else is dropped.
  const coupon = await reapplyCouponTx(tx, enrolment, quote.amountPaise, now);
  const priced = { ...quote, amountPaise: quote.amountPaise - coupon.couponDiscountPaise };
  // Only while it is as read: on PostgreSQL a payment committed by another connection since
  // keeps the amount it was paid at, and is shown as it is now.
  const requote = await tx.enrolment.updateMany({
    where: {
      id: enrolment.id,
      status: 'pending_payment',
      quoteExpiresAt: enrolment.quoteExpiresAt,
    },
    data: { ...quoteData(priced, enrolment.referralDiscountPaise), ...coupon },
  });
  const updated = await tx.enrolment.findUniqueOrThrow({
    where: { id: enrolment.id },
    include: withCohort,
  });
  return {
    enrolment: updated,
    requoted: requote.count === 1 && updated.amountPaise !== enrolment.amountPaise,
    full: false,
    closed: false,
    capped: null,
  };
}

/** The enrolment, if it is waiting for a payment; else the refusal to give. */
export function payable(enrolment: Enrolment | null): Enrolment {
  if (!enrolment)
    throw new EnrolmentRefusedError(404, 'not_found', 'No enrolment has this reference.');
  if (enrolment.status === 'paid')
    throw new EnrolmentRefusedError(409, 'conflict', paymentText.paid);
  if (enrolment.status !== 'pending_payment') {
    throw new EnrolmentRefusedError(
      409,
      'conflict',
      'This enrolment is not waiting for a payment.',
    );
  }
  return enrolment;
}
