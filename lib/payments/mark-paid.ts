import 'server-only';
import { db, isUniqueViolation, type Tx } from '@/lib/db';
import { enqueueMail, enqueueMails } from '@/lib/mail/enqueue';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { overCapacityWhenPaid } from '@/lib/courses/seats';
import { creditReferralTx } from '@/lib/learner/referrals';
import { issueInvoiceTx } from '@/lib/tax/issue';
import { SERIES_TX, withSeriesRetry } from '@/lib/tax/series';
import { keepCouponUseTx } from './coupons/uses';

export type PaidVia = 'browser' | 'webhook' | 'reconcile' | 'staff' | 'script';

export type MarkPaidResult =
  | { status: 'paid'; enrolmentId: string; reference: string }
  | { status: 'already'; enrolmentId: string; reference: string }
  | { status: 'unknown' }
  | { status: 'amount_mismatch'; expected: number; received: number };

export type PaymentMatch =
  | { orderId: string; paymentId: string; amountPaise?: number }
  | { paymentRowId: string; paymentId?: string };

/**
 * The one place a payment becomes paid, whichever path reports it (the browser's signed callback,
 * a webhook, the reconciliation pass, staff confirming a transfer). Inside `tx`: the payment row
 * is switched to paid only if it is not paid yet (a conditional update, so of two concurrent
 * reports exactly one wins and the other finds nothing to do), then the enrolment, its history
 * row and the two e-mails (learner with receipt, staff) in the same transaction.
 */
export async function markPaidTx(
  tx: Tx,
  match: PaymentMatch,
  via: PaidVia,
  now = new Date(),
  /** Who, when a person confirmed it: the history shows the name, and keeps a user's id. */
  by?: { id?: string; name: string },
): Promise<MarkPaidResult> {
  const payment =
    'orderId' in match
      ? await tx.payment.findUnique({
          where: { providerOrderId: match.orderId },
          include: { enrolment: true },
        })
      : await tx.payment.findUnique({
          where: { id: match.paymentRowId },
          include: { enrolment: true },
        });
  if (!payment) return { status: 'unknown' };
  const { enrolment } = payment;
  const ids = { enrolmentId: enrolment.id, reference: enrolment.reference };
  if (payment.status === 'paid') return { status: 'already', ...ids };
  const amount = 'amountPaise' in match ? match.amountPaise : undefined;
  if (amount !== undefined && amount !== payment.amountPaise) {
    return { status: 'amount_mismatch', expected: payment.amountPaise, received: amount };
  }
  const providerPaymentId = match.paymentId ?? payment.providerPaymentId;
  const won = await tx.payment.updateMany({
    where: { id: payment.id, status: { not: 'paid' } },
    data: { status: 'paid', providerPaymentId, paidVia: via, paidAt: now, lastError: null },
  });
  if (won.count !== 1) return { status: 'already', ...ids };
  if (enrolment.status !== 'paid') {
    // Paid when it held no seat (its quote's or its reported transfer's hold ran out or was
    // released, or staff had cancelled it) and the seat went
    // to someone else: honoured, and flagged.
    const heldSeat =
      (enrolment.status === 'awaiting_confirmation' &&
        enrolment.holdReleasedAt === null &&
        (enrolment.holdExpiresAt === null || enrolment.holdExpiresAt.getTime() > now.getTime())) ||
      (enrolment.status === 'pending_payment' &&
        enrolment.quoteExpiresAt.getTime() > now.getTime());
    const overCapacity =
      enrolment.overCapacity ||
      (!heldSeat && (await overCapacityWhenPaid(tx, enrolment, now.getTime())));
    // The order of an earlier quote (a Checkout left open while the quote was renewed at another
    // price) is honoured at what it took: the enrolment, its receipt and staff say that amount.
    const repriced = payment.amountPaise !== enrolment.amountPaise;
    // A transfer the learner reported that is not this payment (they reported one, then paid by
    // Razorpay as well; or staff cancelled the enrolment meanwhile): staff check the statement,
    // and refund one if both arrived.
    const reported = await tx.payment.findMany({
      where: {
        enrolmentId: enrolment.id,
        method: 'upi_transfer',
        status: 'awaiting_confirmation',
        id: { not: payment.id },
      },
      select: { providerPaymentId: true },
    });
    await tx.enrolment.update({
      where: { id: enrolment.id },
      data: {
        status: 'paid',
        paidAt: now,
        overCapacity,
        ...(repriced ? { amountPaise: payment.amountPaise } : {}),
      },
    });
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: enrolment.id,
        fromStatus: enrolment.status,
        toStatus: 'paid',
        actor: via,
        actorId: by?.id ?? null,
        note: [
          `${payment.method} ${providerPaymentId ?? ''}${by ? ` confirmed by ${by.name}` : ''}`.trim(),
          ...(repriced
            ? [`paid ${payment.amountPaise} paise, the quote had become ${enrolment.amountPaise}`]
            : []),
          ...(reported.length
            ? [
                `the learner had also reported a UPI/bank transfer (${reported.map((r) => r.providerPaymentId).join(', ')}): check the statement, and if it arrived too, refund one of the two`,
              ]
            : []),
        ].join('; '),
      },
    });
    // The referrer's reward, once per referred enrolment (unique on the enrolment).
    await creditReferralTx(tx, enrolment);
    // When the school is GST registered: the tax invoice, numbered in this transaction (a
    // rollback takes its number back). A second payment of a paid enrolment gets none: staff
    // refund it.
    await issueInvoiceTx(tx, enrolment, payment, now);
    // A paid enrolment keeps its coupon's use (taken again if its quote had lapsed meanwhile).
    await keepCouponUseTx(tx, enrolment.id);
    if (mailEnabled()) {
      await enqueueMails(tx, [
        { topic: 'enrolment-learner', enrolmentId: enrolment.id, to: enrolment.email },
        { topic: 'enrolment-staff', enrolmentId: enrolment.id },
      ]);
    }
  } else {
    // Paid twice (two orders, or an order and a transfer): keep both, and tell staff to refund one.
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: enrolment.id,
        fromStatus: 'paid',
        toStatus: 'paid',
        actor: via,
        actorId: by?.id ?? null,
        note: `A second payment (${payment.method} ${providerPaymentId ?? ''}) was received for this paid enrolment: refund one of them.`,
      },
    });
    if (mailEnabled()) {
      await enqueueMail(tx, { topic: 'enrolment-staff', enrolmentId: enrolment.id });
    }
  }
  return { status: 'paid', ...ids };
}

/**
 * markPaidTx in its own transaction; a unique clash with a concurrent writer counts as done (the
 * transaction runs again and finds the payment paid), and a clash on the invoice series runs it
 * again for a fresh number (lib/tax/series.ts).
 */
export async function markPaid(
  match: PaymentMatch,
  via: PaidVia,
  now = new Date(),
): Promise<MarkPaidResult> {
  let result: MarkPaidResult;
  const once = () =>
    withSeriesRetry(() => db().$transaction((tx) => markPaidTx(tx, match, via, now), SERIES_TX));
  try {
    result = await once();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    result = await once();
  }
  if (result.status === 'paid' && mailEnabled()) kickOutbox();
  return result;
}
