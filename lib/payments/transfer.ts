/** UPI or bank transfer: the learner reports the reference of the payment they made. */
import 'server-only';
import { paymentText } from '@/content/checkout';
import { db, type Tx, isUniqueViolation } from '@/lib/db';
import { takeSeat } from '@/lib/courses/seats';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { EnrolmentRefusedError, guarded, payable } from './enrolments';
import { transferHoldMs, transfersAtCap, unpaidSeatRefusal } from './holds';
import { keepCouponUseTx } from './coupons/uses';
import { enqueueMail } from '@/lib/mail/enqueue';

async function transferOutbox(tx: Tx, enrolmentId: string) {
  if (mailEnabled()) await enqueueMail(tx, { topic: 'enrolment-staff', enrolmentId });
}

/**
 * The payment row of a UPI or bank transfer with reference `utr`, for the enrolment's amount,
 * waiting for staff to confirm the money arrived.
 */
export function createTransferPayment(tx: Tx, e: { id: string; amountPaise: number }, utr: string) {
  return tx.payment.create({
    data: {
      enrolmentId: e.id,
      method: 'upi_transfer',
      providerPaymentId: utr,
      amountPaise: e.amountPaise,
      status: 'awaiting_confirmation',
    },
  });
}

/**
 * UPI or bank transfer: the learner reports the transaction reference of the payment they made.
 * The enrolment waits for staff to confirm the money arrived (lib/payments/confirm-transfer.ts),
 * and its seat is held for TRANSFER_HOLD_HOURS (lib/payments/holds.ts). The amount recorded is the
 * one the learner was shown, even if its 30 minutes ran out while they paid; staff are told before
 * confirming when it was reported more than a day later (`daysReportedLate`). A report after the
 * quote ran out holds a seat only when one is free and the learner's address, e-mail and phone are
 * within the unpaid-seat limits; else it is recorded holding none (staff still confirm the money, over
 * capacity if need be). Reporting the same reference again for the same enrolment changes nothing.
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
        await createTransferPayment(tx, e, utr);
        const now = Date.now();
        // Its quote still holds the seat; else the seat is taken again, if one is free and the
        // learner's unpaid seats are under the cap (a made-up reference is no way around either).
        // An address past its unconfirmed transfers' cap keeps the seat only while its quote does.
        const quoteHolds = e.quoteExpiresAt.getTime() > now;
        const atCap = await transfersAtCap(tx, e, e.id);
        const holds =
          !atCap &&
          (quoteHolds ||
            (!(e.batchId && (await takeSeat(tx, e.batchId, now, e.id))) &&
              !(await unpaidSeatRefusal(tx, e, now, e.id))));
        const holdEnd = holds
          ? now + transferHoldMs()
          : quoteHolds
            ? e.quoteExpiresAt.getTime()
            : now;
        const moved = await tx.enrolment.updateMany({
          where: { id: e.id, status: 'pending_payment' },
          data: {
            status: 'awaiting_confirmation',
            holdExpiresAt: new Date(holdEnd),
            holdReleasedAt: holds || quoteHolds ? null : new Date(now),
          },
        });
        if (moved.count !== 1) throw new EnrolmentRefusedError(409, 'conflict', paymentText.paid);
        // A reported transfer keeps its coupon's use (taken again if its quote had lapsed).
        await keepCouponUseTx(tx, e.id);
        await tx.enrolmentEvent.create({
          data: {
            enrolmentId: e.id,
            fromStatus: 'pending_payment',
            toStatus: 'awaiting_confirmation',
            actor: 'learner',
            note: holds
              ? `Transfer reference ${utr}`
              : atCap
                ? `Transfer reference ${utr}; its address already has other transfers for this cohort waiting for confirmation, so it keeps its seat only until its price hold ends, and can still be confirmed`
                : `Transfer reference ${utr}; reported after its price hold ran out, with no seat free for it or its contact at the unpaid-seat limits: it holds no seat, and can still be confirmed`,
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
