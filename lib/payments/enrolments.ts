import 'server-only';
import { detailsText, paymentText } from '@/content/checkout';
import { db, DatabaseUnavailableError, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import type { ClientMeta } from '@/lib/client-info';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { hitRateLimits, identityKeys, RateLimitedError } from '@/lib/rate-limit';
import type { EnrolmentInput } from '@/lib/validation/enrolment';
import { checkoutCourse, quoteAt, quoteHolds, withDiscount, type Quote } from './course';
import { checkReferral } from '@/lib/learner/referrals';
import { referralMessages } from '@/content/learner';
import { isUniqueViolation, markPaid } from './mark-paid';
import { createOrder, orderPayments, razorpayConfig, RazorpayError } from './razorpay';
import { newReference } from './reference';
import { checkoutSignatureValid } from './signature';

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
async function guarded<T>(work: () => Promise<T>): Promise<T> {
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

/** The quote's columns, less the enrolment's referral discount (paise). */
const quoteData = (quote: Quote, discountPaise = 0) => {
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
 * per-address and per-person limits in the same transaction.
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
  const quote = quoteAt(course, now);
  if (!quote) {
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
    ...identityKeys({ email, phone: input.phone }, meta.salt).map((key) => ({
      key: `enrol-${key}`,
      limit: e.RATE_LIMIT_PER_CONTACT_10_MIN,
    })),
  ];
  const details = {
    fullName: input.fullName,
    phone: input.phone,
    parentName: course.forKids ? (input.parentName ?? null) : null,
    batch: input.batch,
    ipHash: meta.ipHash,
    userAgent: meta.userAgent,
  };
  if (course.forKids && !input.parentName) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'Parent or guardian’s name is required for this course',
      'parentName',
    );
  }
  const attempt = () =>
    db().$transaction(async (tx) => {
      const limit = await hitRateLimits(tx, rules, now);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const key = { email, course: course.slug, cohort: course.cohort };
      // Only an enrolment this request proves it owns is ever returned, changed or linked.
      const proofs = [
        ...(owner.references.length ? [{ reference: { in: [...owner.references] } }] : []),
        ...(userId ? [{ userId }] : []),
      ];
      const mine = proofs.length
        ? await tx.enrolment.findMany({
            where: { ...key, OR: proofs },
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
        });
        if (!check.ok) {
          const message =
            check.reason === 'own' ? referralMessages.ownCode : referralMessages.unknownCode;
          throw new EnrolmentRefusedError(400, 'validation_failed', message, 'referralCode');
        }
        referralData = { referralCode: check.code, referrerId: check.referrerId };
        discount = check.discountPaise;
      }
      if (!existing) {
        const created = await tx.enrolment.create({
          data: {
            ...key,
            ...details,
            ...quoteData(quote, discount),
            ...referralData,
            reference: newReference(),
            userId,
          },
        });
        await tx.enrolmentEvent.create({
          data: { enrolmentId: created.id, toStatus: 'pending_payment', actor: 'learner' },
        });
        return { reference: created.reference, created: true };
      }
      if (existing.status !== 'pending_payment' && existing.status !== 'cancelled') {
        throw new EnrolmentRefusedError(409, 'conflict', detailsText.alreadyEnrolled, 'email');
      }
      const renew = existing.status === 'cancelled' || !quoteHolds(existing.quoteExpiresAt, now);
      await tx.enrolment.update({
        where: { id: existing.id },
        data: {
          ...details,
          ...referralData,
          ...(renew
            ? quoteData(quote, discount)
            : // The held price stays; only the referral discount follows the code.
              quoteData(
                {
                  ...heldQuote(existing),
                  amountPaise: existing.amountPaise + existing.referralDiscountPaise,
                },
                discount,
              )),
          ...(userId && !existing.userId ? { userId } : {}),
          status: 'pending_payment',
        },
      });
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
    });
  return guarded(async () => {
    try {
      return await attempt();
    } catch (err) {
      // The one unique key left is the reference: a new one on the rare collision.
      if (isUniqueViolation(err)) return attempt();
      throw err;
    }
  });
}

export async function findEnrolment(reference: string) {
  return guarded(() =>
    db().enrolment.findUnique({
      where: { reference },
      include: { payments: { orderBy: { createdAt: 'desc' } } },
    }),
  );
}

/**
 * The enrolment as the payment step shows it: an unpaid one whose quote ran out gets today's price
 * and a new 30 minutes (the learner sees `requoted`).
 */
export async function enrolmentForPayment(reference: string, now = Date.now()) {
  return guarded(async () => {
    const enrolment = await db().enrolment.findUnique({ where: { reference } });
    if (!enrolment) return null;
    if (enrolment.status !== 'pending_payment' || quoteHolds(enrolment.quoteExpiresAt, now)) {
      return { enrolment, requoted: false };
    }
    const course = checkoutCourse(enrolment.course);
    const quote = course && quoteAt(course, now);
    if (!quote) return { enrolment, requoted: false };
    const updated = await db().enrolment.update({
      where: { id: enrolment.id },
      data: quoteData(quote, enrolment.referralDiscountPaise),
    });
    return { enrolment: updated, requoted: updated.amountPaise !== enrolment.amountPaise };
  });
}

function payable(enrolment: Enrolment | null): Enrolment {
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

async function transferOutbox(tx: Tx, enrolmentId: string) {
  if (mailEnabled()) await tx.outbox.create({ data: { topic: 'enrolment-staff', enrolmentId } });
}

/**
 * UPI or bank transfer: the learner reports the transaction reference of the payment they made.
 * The enrolment waits for staff to confirm the money arrived (lib/payments/confirm-transfer.ts). The amount
 * recorded is the one the learner was shown, even if its 30 minutes ran out while they paid.
 * Reporting the same reference again for the same enrolment changes nothing.
 */
export async function submitTransfer(reference: string, utr: string) {
  return guarded(async () => {
    try {
      return await db().$transaction(async (tx) => {
        const enrolment = await tx.enrolment.findUnique({
          where: { reference },
          include: { payments: true },
        });
        const same = enrolment?.payments.find(
          (p) => p.method === 'upi_transfer' && p.providerPaymentId === utr,
        );
        if (enrolment && same) return { status: enrolment.status, repeated: true };
        const e = payable(enrolment);
        await tx.payment.create({
          data: {
            enrolmentId: e.id,
            method: 'upi_transfer',
            providerPaymentId: utr,
            amountPaise: e.amountPaise,
            status: 'awaiting_confirmation',
          },
        });
        const moved = await tx.enrolment.updateMany({
          where: { id: e.id, status: 'pending_payment' },
          data: { status: 'awaiting_confirmation' },
        });
        if (moved.count !== 1) throw new EnrolmentRefusedError(409, 'conflict', paymentText.paid);
        await tx.enrolmentEvent.create({
          data: {
            enrolmentId: e.id,
            fromStatus: 'pending_payment',
            toStatus: 'awaiting_confirmation',
            actor: 'learner',
            note: `Transfer reference ${utr}`,
          },
        });
        await transferOutbox(tx, e.id);
        return { status: 'awaiting_confirmation', repeated: false };
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new EnrolmentRefusedError(409, 'conflict', paymentText.utrTaken, 'utr');
      }
      throw err;
    } finally {
      if (mailEnabled()) kickOutbox();
    }
  });
}

/**
 * Razorpay: the order the browser's Checkout pays. An order already made for the same amount is
 * reused (a learner who closed the window and tries again); a renewed quote gets a new order.
 */
export async function startRazorpayOrder(reference: string, now = Date.now()) {
  const config = razorpayConfig();
  if (!config) throw new EnrolmentRefusedError(404, 'not_found', 'Online payment is not set up.');
  const found = await enrolmentForPayment(reference, now);
  const enrolment = payable(found?.enrolment ?? null);
  const open = await guarded(() =>
    db().payment.findFirst({
      where: {
        enrolmentId: enrolment.id,
        method: 'razorpay',
        status: 'created',
        amountPaise: enrolment.amountPaise,
      },
      orderBy: { createdAt: 'desc' },
    }),
  );
  let orderId = open?.providerOrderId;
  if (!orderId) {
    const order = await createOrder(config, {
      amountPaise: enrolment.amountPaise,
      receipt: enrolment.reference,
      notes: { reference: enrolment.reference, course: enrolment.course },
    });
    if (order.amount !== enrolment.amountPaise) {
      throw new RazorpayError(
        `Razorpay made an order of ${order.amount} for ${enrolment.amountPaise}`,
      );
    }
    orderId = order.id;
    await guarded(() =>
      db().payment.create({
        data: {
          enrolmentId: enrolment.id,
          method: 'razorpay',
          providerOrderId: order.id,
          amountPaise: enrolment.amountPaise,
        },
      }),
    );
  }
  return { orderId, enrolment, keyId: config.keyId, checkoutUrl: config.checkoutUrl };
}

/** The browser's report of a Checkout payment: trusted only with a valid signature. */
export async function verifyCheckoutPayment(
  reference: string,
  result: { orderId: string; paymentId: string; signature: string },
) {
  const config = razorpayConfig();
  if (!config) throw new EnrolmentRefusedError(404, 'not_found', 'Online payment is not set up.');
  if (
    !checkoutSignatureValid(config.keySecret, result.orderId, result.paymentId, result.signature)
  ) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'The payment could not be verified.',
      'signature',
    );
  }
  const payment = await guarded(() =>
    db().payment.findUnique({
      where: { providerOrderId: result.orderId },
      include: { enrolment: { select: { reference: true } } },
    }),
  );
  if (!payment || payment.enrolment.reference !== reference) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'The payment is not for this enrolment.',
      'orderId',
    );
  }
  return guarded(() =>
    markPaid({ orderId: result.orderId, paymentId: result.paymentId }, 'browser'),
  );
}

/** Orders still open this long after they were made are asked about (the reconciliation pass). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Finds Razorpay orders left open (both the browser callback and the webhook were lost: the learner
 * closed the tab, the webhook is not configured or failed) and records their captured payments.
 */
export async function reconcileOrders(now = Date.now()) {
  const config = razorpayConfig();
  if (!config) return { checked: 0, paid: 0 };
  const open = await db().payment.findMany({
    where: {
      method: 'razorpay',
      status: 'created',
      createdAt: {
        lte: new Date(now - RECONCILE_AFTER_MS),
        gte: new Date(now - RECONCILE_WITHIN_MS),
      },
      providerOrderId: { not: null },
    },
    take: 50,
    orderBy: { createdAt: 'asc' },
  });
  let paid = 0;
  for (const p of open) {
    try {
      const payments = await orderPayments(config, p.providerOrderId!);
      const captured = payments.find((x) => x.status === 'captured');
      if (!captured) continue;
      const r = await markPaid(
        { orderId: p.providerOrderId!, paymentId: captured.id, amountPaise: captured.amount },
        'reconcile',
      );
      if (r.status === 'paid') paid++;
    } catch (e) {
      console.warn(
        `[payments] reconcile of order ${p.providerOrderId} failed:`,
        (e as Error).message,
      );
    }
  }
  return { checked: open.length, paid };
}
