import 'server-only';
import { db, isUniqueViolation } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { UTR_PATTERN } from '@/lib/payments/utr';
import { SERIES_TX, withSeriesRetry } from '@/lib/tax/series';
import { markPaidTx, type MarkPaidResult } from './mark-paid';
import { createTransferPayment } from './transfer';

/** A confirmation refused for a reason the person confirming must read. */
export class TransferConfirmRefused extends Error {}

const cleanUtr = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/**
 * The one way a UPI or bank transfer is confirmed, by the back office's button and by
 * `npm run enrolment:confirm` alike: the person types the transaction reference they see in the
 * school's account. It must match what the learner reported (when they did); the enrolment is then
 * marked paid through the one mark-paid function, which also queues the learner's confirmation
 * with the receipt. An enrolment already paid answers `already` and changes nothing.
 */
export async function confirmTransfer(
  reference: string,
  utrInput: string,
  /** Who: a member of staff (their user id, for the history) or the command line. */
  by: { via: 'staff' | 'script'; id?: string; name: string },
): Promise<MarkPaidResult> {
  const utr = cleanUtr(utrInput);
  if (!UTR_PATTERN.test(utr))
    throw new TransferConfirmRefused('A transaction reference is 6 to 35 letters and digits');
  try {
    // A clash on the invoice series (lib/tax/series.ts) runs it again for a fresh number.
    const r = await withSeriesRetry(() =>
      db().$transaction(async (tx) => {
        const e = await tx.enrolment.findUnique({
          where: { reference },
          include: { payments: true },
        });
        if (!e) throw new TransferConfirmRefused('No enrolment has this reference');
        if (e.status === 'paid')
          return { status: 'already' as const, enrolmentId: e.id, reference: e.reference };
        if (e.status !== 'pending_payment' && e.status !== 'awaiting_confirmation') {
          throw new TransferConfirmRefused(`A ${e.status} enrolment cannot be confirmed`);
        }
        let payment = e.payments.find(
          (p) => p.method === 'upi_transfer' && p.status === 'awaiting_confirmation',
        );
        if (payment && payment.providerPaymentId !== utr) {
          throw new TransferConfirmRefused(
            `The learner reported ${payment.providerPaymentId}; check the reference on the statement`,
          );
        }
        payment ??= await createTransferPayment(tx, e, utr);
        return markPaidTx(tx, { paymentRowId: payment.id }, by.via, new Date(), by);
      }, SERIES_TX),
    );
    if (mailEnabled()) kickOutbox();
    return r;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A confirmation of the same enrolment running at once (a double click, two members of staff)
    // may have recorded this reference first: on PostgreSQL this one can read the enrolment from
    // before that commit and its payments from after it. Then it is already done, not refused.
    const now = await db().enrolment.findUnique({
      where: { reference },
      include: { payments: true },
    });
    if (now?.status === 'paid' && now.payments.some((p) => p.providerPaymentId === utr)) {
      return { status: 'already', enrolmentId: now.id, reference: now.reference };
    }
    throw new TransferConfirmRefused(
      'This transaction reference is recorded for another enrolment',
    );
  }
}
