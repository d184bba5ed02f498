/** UPI or bank transfer: the learner reports the reference of the payment they made. */
import 'server-only';
import { paymentText } from '@/content/checkout';
import { db, type Tx } from '@/lib/db';
import { overCapacityWhenPaid } from '@/lib/courses/seats';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { EnrolmentRefusedError, guarded, payable } from './enrolments';
import { isUniqueViolation } from './mark-paid';

async function transferOutbox(tx: Tx, enrolmentId: string) {
  if (mailEnabled()) await tx.outbox.create({ data: { topic: 'enrolment-staff', enrolmentId } });
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
 * The enrolment waits for staff to confirm the money arrived (lib/payments/confirm-transfer.ts). The amount
 * recorded is the one the learner was shown, even if its 30 minutes ran out while they paid; staff
 * are told before confirming when it was reported more than a day later (`daysReportedLate`).
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
        await createTransferPayment(tx, e, utr);
        const now = Date.now();
        // Reported after its hold ran out and its seat went to someone else: kept, and flagged.
        const overCapacity =
          e.quoteExpiresAt.getTime() <= now && (await overCapacityWhenPaid(tx, e, now));
        const moved = await tx.enrolment.updateMany({
          where: { id: e.id, status: 'pending_payment' },
          data: { status: 'awaiting_confirmation', overCapacity },
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
