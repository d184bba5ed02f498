import 'server-only';
import { db } from '@/lib/db';
import { confirmTransfer, TransferConfirmRefused } from '@/lib/payments/confirm-transfer';
import { giveBackCouponUseTx } from '@/lib/payments/coupons/uses';
import { AdminInputError } from './errors';
import type { Actor } from './leads';
import { refundEnrolment } from './refunds';

/**
 * 'Confirm payment received' for a UPI or bank transfer: the one confirmation function
 * (lib/payments/confirm-transfer.ts, also behind `npm run enrolment:confirm`), its refusals shown
 * to staff.
 */
export async function confirmPaymentByStaff(reference: string, utrInput: string, actor: Actor) {
  try {
    const r = await confirmTransfer(reference, utrInput, {
      via: 'staff',
      id: actor.id,
      name: actor.name,
    });
    if (r.status === 'already') throw new AdminInputError('This enrolment is already paid');
    return r;
  } catch (err) {
    if (err instanceof TransferConfirmRefused) throw new AdminInputError(err.message);
    throw err;
  }
}

const transitions = {
  cancel: { from: ['pending_payment', 'awaiting_confirmation'], to: 'cancelled' },
} as const;

/**
 * 'Cancel' (not paid yet) or 'Mark refunded' (paid), with the reason, in the history. A refund,
 * whole or partial, is lib/admin/refunds.ts's (a whole one takes back the referrer's reward).
 */
export async function closeEnrolment(
  reference: string,
  action: keyof typeof transitions | 'refund',
  reason: string,
  actor: Actor,
  /** A refund's amount in rupees as staff typed it; empty: all that is not refunded yet. */
  amount = '',
) {
  // A refund, whole or partial, with its credit note when the payment was invoiced.
  if (action === 'refund') return refundEnrolment(reference, amount, reason, actor);
  const why = reason.trim();
  if (!why) throw new AdminInputError('Give the reason');
  if (why.length > 1000) throw new AdminInputError('The reason is at most 1000 characters');
  const t = transitions[action];
  return db().$transaction(async (tx) => {
    const e = await tx.enrolment.findUnique({ where: { reference } });
    if (!e) throw new AdminInputError('No such enrolment');
    const moved = await tx.enrolment.updateMany({
      where: { id: e.id, status: { in: [...t.from] } },
      data: { status: t.to },
    });
    if (moved.count !== 1) throw new AdminInputError(`A ${e.status} enrolment cannot be ${t.to}`);
    // A cancelled enrolment gives its coupon's use back (a refunded one keeps it: it was used).
    await giveBackCouponUseTx(tx, e.id);
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: e.id,
        fromStatus: e.status,
        toStatus: t.to,
        actor: 'staff',
        actorId: actor.id,
        note: `${why} (${actor.name})`,
      },
    });
  });
}

export function enrolmentForStaff(reference: string) {
  return db().enrolment.findUnique({
    where: { reference },
    include: {
      payments: { orderBy: { createdAt: 'asc' }, include: { events: true } },
      history: { orderBy: { createdAt: 'asc' } },
      certificate: { select: { id: true, issuedAt: true } },
    },
  });
}

type DuplicateKey = { id: string; course: string; email: string; phone: string };

/**
 * The one rule for 'possibly the same person': another enrolment for the same course with the same
 * e-mail or the same phone number, whatever its status. `sameCourseContact` is the rule in the
 * database's terms (without the "another" part), `isPossibleDuplicate` the same rule for rows in
 * hand; the enrolment page lists the rows and the inbox counts them with these two, so they agree.
 */
const sameCourseContact = (e: Omit<DuplicateKey, 'id'>) => ({
  course: e.course,
  OR: [{ email: e.email }, { phone: e.phone }],
});

export const isPossibleDuplicate = (a: DuplicateKey, b: DuplicateKey) =>
  a.id !== b.id && a.course === b.course && (a.email === b.email || a.phone === b.phone);

/**
 * Other enrolments that may be the same person for the same course: the same e-mail or the same
 * phone number. The checkout never hands an existing enrolment to a request that cannot prove it
 * owns it (it makes a new row instead), so one person who lost their cookie, or a stranger using
 * their e-mail, shows up here for staff to compare side by side.
 */
export function possibleDuplicates(e: DuplicateKey) {
  return db().enrolment.findMany({
    where: { id: { not: e.id }, ...sameCourseContact(e) },
    orderBy: { createdAt: 'desc' },
    take: 20,
    select: {
      reference: true,
      fullName: true,
      email: true,
      phone: true,
      status: true,
      cohort: true,
      createdAt: true,
    },
  });
}

/**
 * For a page of enrolments (the inbox's), how many possible duplicates each has, by id: the rows
 * `possibleDuplicates` would list for it, counted with one query for the whole page. Ids with none
 * are left out.
 */
export async function possibleDuplicateCounts(rows: DuplicateKey[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!rows.length) return counts;
  const candidates = await db().enrolment.findMany({
    where: { OR: rows.map(sameCourseContact) },
    select: { id: true, course: true, email: true, phone: true },
  });
  for (const r of rows) {
    const n = candidates.filter((c) => isPossibleDuplicate(r, c)).length;
    if (n) counts.set(r.id, n);
  }
  return counts;
}
