import 'server-only';
import { db } from '@/lib/db';
import { takeBackReferralTx } from '@/lib/learner/referrals';
import { formatPaise } from '@/lib/payments/format';
import { issueCreditNoteTx } from '@/lib/tax/issue';
import { SERIES_TX, withSeriesRetry } from '@/lib/tax/series';
import { AdminInputError } from './errors';
import type { Actor } from './leads';

/** The refusals staff read (lib/admin/flash-text.ts has each sentence). */
export const REFUND_REFUSED = {
  amount: 'Enter the amount to refund in rupees, e.g. 8249.50',
  tooMuch: 'That is more than was paid and not yet refunded',
  changed: 'This enrolment was refunded or changed meanwhile: reload to see what is left',
  notPaid: 'Only a paid enrolment can be refunded',
} as const;

/** Rupees as staff type them ("8,249.50", "₹ 8249") → paise; null for anything else. */
export function rupeesToPaise(input: string): number | null {
  const s = input.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export type RefundResult = { refundId: string; full: boolean; creditNote: string | null };

/**
 * 'Mark refunded' with an amount (default: all that is not refunded yet). One transaction: a
 * Refund row; the enrolment's refundedPaise grows only if no other refund came first (a
 * conditional update on the amount read); the whole rest makes it refunded, takes the referrer's
 * reward back and says so in the history; a part keeps it paid. When the payment was invoiced
 * (the school was GST registered), a credit note for the amount, in its own series, referring to
 * the invoice. Issued documents are never changed.
 */
export async function refundEnrolment(
  reference: string,
  amountInput: string,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<RefundResult> {
  const why = reason.trim();
  if (!why) throw new AdminInputError('Give the reason');
  if (why.length > 1000) throw new AdminInputError('The reason is at most 1000 characters');
  const typed = amountInput.trim();
  const asked = typed ? rupeesToPaise(typed) : null;
  if (typed && (asked === null || asked <= 0)) throw new AdminInputError(REFUND_REFUSED.amount);
  return withSeriesRetry(() =>
    db().$transaction(async (tx) => {
      const e = await tx.enrolment.findUnique({ where: { reference } });
      if (!e) throw new AdminInputError('No such enrolment');
      if (e.status !== 'paid') throw new AdminInputError(REFUND_REFUSED.notPaid);
      const rest = e.amountPaise - e.refundedPaise;
      const amount = asked ?? rest;
      if (amount <= 0 || amount > rest) throw new AdminInputError(REFUND_REFUSED.tooMuch);
      const full = amount === rest;
      const moved = await tx.enrolment.updateMany({
        where: { id: e.id, status: 'paid', refundedPaise: e.refundedPaise },
        data: { refundedPaise: e.refundedPaise + amount, ...(full ? { status: 'refunded' } : {}) },
      });
      if (moved.count !== 1) throw new AdminInputError(REFUND_REFUSED.changed);
      const refund = await tx.refund.create({
        data: {
          enrolmentId: e.id,
          amountPaise: amount,
          reason: why,
          by: actor.name,
          createdAt: now,
        },
      });
      // The enrolment's invoice (its first payment's); none while the school was not registered.
      const invoice = await tx.taxDocument.findFirst({
        where: { enrolmentId: e.id, kind: 'invoice' },
        orderBy: [{ issuedAt: 'asc' }, { seq: 'asc' }],
      });
      const note = invoice ? await issueCreditNoteTx(tx, invoice, refund, now) : null;
      // A refunded enrolment no longer earns its referrer a reward.
      const takenBack = full ? await takeBackReferralTx(tx, e.id) : null;
      await tx.enrolmentEvent.create({
        data: {
          enrolmentId: e.id,
          fromStatus: e.status,
          toStatus: full ? 'refunded' : 'paid',
          actor: 'staff',
          actorId: actor.id,
          note: [
            `${full && !e.refundedPaise ? '' : `${formatPaise(amount)} refunded: `}${why} (${actor.name})`,
            ...(note ? [`credit note ${note.number}`] : []),
            ...(takenBack ? [takenBack] : []),
          ].join('; '),
        },
      });
      return { refundId: refund.id, full, creditNote: note?.number ?? null };
    }, SERIES_TX),
  );
}
