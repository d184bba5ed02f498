/**
 * Starting an enrolment (/detail-verification's submit, which then goes on to the payment step,
 * lib/payments/payment-path.ts): the learner's row with a price quoted now, or their open one back
 * when the request proves it is theirs.
 */
import 'server-only';
import { detailsText } from '@/content/checkout';
import { referralMessages } from '@/content/learner';
import { db, isUniqueViolation } from '@/lib/db';
import { env } from '@/lib/env';
import type { ClientMeta } from '@/lib/client-info';
import { currentCohort } from '@/lib/courses/cohorts';
import { takeSeat } from '@/lib/courses/seats';
import { checkReferral } from '@/lib/learner/referrals';
import { hitRateLimits, identityKeys, mailboxOf, RateLimitedError } from '@/lib/rate-limit';
import type { EnrolmentInput } from '@/lib/validation/enrolment';
import { checkoutCourse, quoteAt, quoteHolds, type Quote } from './checkout-course';
import type { Tx } from '@/lib/db';
import { EnrolmentRefusedError, guarded, quoteData } from './enrolments';
import { unpaidRefused, unpaidSeatRefusal } from './holds';
import { priceBeforeDiscounts } from './coupons/rules';
import { applyCouponTx, CouponRefusedError } from './coupons/uses';
import { countCouponTry } from './coupons/tries';
import { newReference } from './reference';
import { billingDetails } from '@/lib/tax/billing';

/** The quote an enrolment holds, as stored. */
const heldQuote = (e: {
  amountPaise: number;
  mrpPaise: number;
  tier: string | null;
  quotedAt: Date;
  quoteExpiresAt: Date;
}): Quote => ({
  amountPaise: e.amountPaise,
  mrpPaise: e.mrpPaise,
  tier: e.tier ? (JSON.parse(e.tier) as Quote['tier']) : null,
  quotedAt: e.quotedAt,
  expiresAt: e.quoteExpiresAt,
});

/** The refusal a learner hears when their batch cannot take them. */
const seatRefused = (why: 'full' | 'closed' | 'unknown') =>
  why === 'full'
    ? new EnrolmentRefusedError(409, 'conflict', detailsText.batchFull, 'batch')
    : new EnrolmentRefusedError(409, 'conflict', detailsText.batchClosed, 'batch');

/**
 * The course's cohort on sale at `now`, the chosen batch in it and today's price, or the refusal:
 * no cohort on sale (409, with the waitlist), no such batch, or a closed one.
 */
async function onSale(tx: Tx, course: string, slot: number, now: number) {
  const cohort = await currentCohort(course, now, tx);
  if (!cohort) throw new EnrolmentRefusedError(409, 'conflict', detailsText.noCohort, 'course');
  const batch = cohort.batches.find((b) => b.slot === slot);
  if (!batch || !batch.open) throw seatRefused('closed');
  const quote = quoteAt(cohort, now);
  if (!quote) throw new EnrolmentRefusedError(409, 'conflict', detailsText.noCohort, 'course');
  return { cohort, batch, quote };
}

/** What a request proves it owns: this browser's signed enrolment cookie, and its session. */
export type EnrolmentOwner = {
  /** The references this browser's signed enrolment cookie lists. */
  references: readonly string[];
  /** The signed-in account making the request: a new enrolment joins it. */
  userId: string | null;
};

/**
 * /detail-verification's submit: the learner's enrolment with a price quoted now and held for 30
 * minutes. A returning learner gets their open enrolment back (details and batch updated, the quote
 * renewed if it ran out) only when the request proves it is theirs: this browser made it (its
 * signed cookie lists the reference) or its signed-in owner asks. Any other request, whatever the
 * e-mail it gives, gets a new row of its own and learns nothing about an existing one; staff see
 * possible duplicates of one person side by side (lib/admin/enrolments.ts). Counted against the
 * per-address and per-person limits in the same transaction; a code typed is counted before it,
 * against its address's tries (lib/payments/coupons/tries.ts).
 */
export async function startEnrolment(
  input: EnrolmentInput,
  meta: ClientMeta & { salt: string },
  now = Date.now(),
  owner: EnrolmentOwner = { references: [], userId: null },
): Promise<{ reference: string; created: boolean }> {
  const { userId } = owner;
  const course = checkoutCourse(input.course);
  if (!course)
    throw new EnrolmentRefusedError(400, 'validation_failed', detailsText.noCourse, 'course');
  if (course.onRequest) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'This course’s fees are given on request: ask us for a callback.',
      'course',
    );
  }
  const email = input.email.trim().toLowerCase();
  const e = env();
  const rules = [
    { key: `ip:${meta.ipHash}`, limit: e.RATE_LIMIT_PER_IP_10_MIN },
    // By the mailbox, so meera+1@gmail.com and m.eera@gmail.com are one person's tries.
    ...identityKeys({ email: mailboxOf(email), phone: input.phone }, meta.salt).map((key) => ({
      key: `enrol-${key}`,
      limit: e.RATE_LIMIT_PER_CONTACT_10_MIN,
    })),
  ];
  const billing = billingDetails(input);
  if (!billing.ok) {
    throw new EnrolmentRefusedError(400, 'validation_failed', billing.message, billing.field);
  }
  const details = {
    fullName: input.fullName,
    phone: input.phone,
    parentName: course.forKids ? (input.parentName ?? null) : null,
    batch: input.batch,
    ipHash: meta.ipHash,
    userAgent: meta.userAgent,
    // The buyer's details for the tax invoice, only while the school is GST registered.
    ...billing.data,
  };
  if (course.forKids && !input.parentName) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'Parent or guardian’s name is required for this course',
      'parentName',
    );
  }
  // Counted on its own, before the transaction: a refused code undoes the transaction's writes.
  await countCouponTry(input.couponCode, meta.ipHash, now);
  const attempt = () =>
    db().$transaction(async (tx) => {
      const limit = await hitRateLimits(tx, rules, now);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const { cohort, batch, quote } = await onSale(tx, course.slug, input.batch, now);
      const key = { email, course: course.slug, cohort: String(cohort.number) };
      // Only an enrolment this request proves it owns is ever returned, changed or linked.
      const proofs = [
        ...(owner.references.length ? [{ reference: { in: [...owner.references] } }] : []),
        ...(userId ? [{ userId }] : []),
      ];
      // By the cohort's id, not its number: staff may renumber a cohort that has enrolments.
      const mine = proofs.length
        ? await tx.enrolment.findMany({
            where: { email, course: course.slug, cohortId: cohort.id, OR: proofs },
            orderBy: { createdAt: 'desc' },
          })
        : [];
      // Their open one if any; else a paid (or waiting) one, which is refused below.
      const existing =
        mine.find((m) => m.status === 'pending_payment' || m.status === 'cancelled') ??
        mine.find((m) => m.status !== 'refunded') ??
        null;
      // A friend's code: checked here, and its discount computed here (never self-referral).
      const code = input.referralCode?.trim() ?? '';
      let referralData = { referralCode: null as string | null, referrerId: null as string | null };
      let discount = 0;
      if (code) {
        const check = await checkReferral(tx, code, {
          userId: userId ?? existing?.userId ?? null,
          email,
          phone: details.phone,
        });
        if (!check.ok) {
          const message = {
            own: referralMessages.ownCode,
            'same-phone': referralMessages.samePhone,
            unknown: referralMessages.unknownCode,
          }[check.reason];
          throw new EnrolmentRefusedError(400, 'validation_failed', message, 'referralCode');
        }
        referralData = { referralCode: check.code, referrerId: check.referrerId };
        discount = check.discountPaise;
      }
      // The seat is taken in this transaction, with the quote (an existing enrolment of this
      // request does not count against itself).
      const refusal = await takeSeat(tx, batch.id, now, existing?.id ?? null);
      if (refusal) throw seatRefused(refusal);
      // A seat taken unpaid (a new enrolment, or a returning one whose hold lapsed, was cancelled
      // or moves batch) counts against the cap and the day's budget of its address
      // (lib/payments/holds.ts); one that keeps its seat takes no other.
      const keepsSeat =
        existing?.status === 'pending_payment' &&
        quoteHolds(existing.quoteExpiresAt, now) &&
        existing.batchId === batch.id;
      const unpaid = keepsSeat
        ? null
        : await unpaidSeatRefusal(
            tx,
            { cohortId: cohort.id, ipHash: meta.ipHash, email, phone: input.phone },
            now,
            existing?.id ?? null,
          );
      if (unpaid) throw new EnrolmentRefusedError(409, 'conflict', unpaidRefused[unpaid], 'batch');
      const seat = { cohortId: cohort.id, batchId: batch.id };
      // A new or lapsed quote is today's price; a held one keeps its price before discounts. A
      // coupon comes off that price (lib/payments/coupons), then the referral discount.
      const renew =
        !existing || existing.status === 'cancelled' || !quoteHolds(existing.quoteExpiresAt, now);
      const base: Quote =
        renew || !existing
          ? quote
          : { ...heldQuote(existing), amountPaise: priceBeforeDiscounts(existing) };
      const open = !existing || ['pending_payment', 'cancelled'].includes(existing.status);
      const coupon = open
        ? await applyCouponTx(
            tx,
            input.couponCode,
            { course: course.slug, cohortId: cohort.id, email, pricePaise: base.amountPaise, now },
            existing?.id ?? null,
          ).catch((err: unknown) => {
            if (!(err instanceof CouponRefusedError)) throw err;
            throw new EnrolmentRefusedError(400, 'validation_failed', err.message, 'couponCode');
          })
        : null;
      const couponOff = coupon?.data.couponDiscountPaise ?? 0;
      const priced = {
        ...quoteData({ ...base, amountPaise: base.amountPaise - couponOff }, discount),
        ...coupon?.data,
      };
      if (!existing) {
        const created = await tx.enrolment.create({
          data: {
            ...key,
            ...details,
            ...seat,
            ...priced,
            ...referralData,
            // Where the visit came from (checked in clientMeta), kept from its first quote.
            ...meta.attribution,
            reference: newReference(),
            userId,
          },
        });
        await coupon?.record(created.id);
        await tx.enrolmentEvent.create({
          data: { enrolmentId: created.id, toStatus: 'pending_payment', actor: 'learner' },
        });
        return { reference: created.reference, created: true };
      }
      if (existing.status !== 'pending_payment' && existing.status !== 'cancelled') {
        throw new EnrolmentRefusedError(409, 'conflict', detailsText.alreadyEnrolled, 'email');
      }
      // Only while it is as read: a payment recorded meanwhile (a webhook on another connection)
      // must not be turned back into an unpaid enrolment; the attempt is made again, and sees it.
      const changed = await tx.enrolment.updateMany({
        where: {
          id: existing.id,
          status: existing.status,
          quoteExpiresAt: existing.quoteExpiresAt,
        },
        data: {
          ...details,
          ...seat,
          ...referralData,
          // A held price stays; only the discounts follow the codes.
          ...priced,
          ...(userId && !existing.userId ? { userId } : {}),
          status: 'pending_payment',
        },
      });
      if (changed.count !== 1) throw new EnrolmentChangedMeanwhile();
      await coupon?.record(existing.id);
      if (existing.status === 'cancelled') {
        await tx.enrolmentEvent.create({
          data: {
            enrolmentId: existing.id,
            fromStatus: 'cancelled',
            toStatus: 'pending_payment',
            actor: 'learner',
            note: 'Enrolled again',
          },
        });
      }
      return { reference: existing.reference, created: false };
    }, CHECKOUT_TX);
  return guarded(async () => {
    try {
      return await attempt();
    } catch (err) {
      // The one unique key left is the reference: a new one on the rare collision. An enrolment
      // changed between the read and the write: read again (a paid one is then refused).
      if (isUniqueViolation(err) || err instanceof EnrolmentChangedMeanwhile) return attempt();
      throw err;
    }
  });
}

/**
 * Checkouts for one batch (and one coupon) take their rows' locks in turn: at a busy moment (twenty
 * at once) one waits for a connection and its turn rather than failing after Prisma's 2 s.
 */
const CHECKOUT_TX = { maxWait: 10_000, timeout: 20_000 } as const;

/** The learner's enrolment changed between this request's read and its write (see above). */
class EnrolmentChangedMeanwhile extends Error {}
