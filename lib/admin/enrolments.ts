import 'server-only';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { isUniqueViolation, markPaidTx } from '@/lib/payments/mark-paid';
import { UTR_PATTERN } from '@/lib/validation/enrolment';
import { AdminInputError, type Actor } from './leads';

const cleanUtr = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/**
 * 'Confirm payment received' for a UPI or bank transfer: staff type the transaction reference they
 * see in the school's account. It must match what the learner reported (when they did); the
 * enrolment is then marked paid through the one mark-paid function, which also queues the
 * learner's confirmation with the receipt.
 */
export async function confirmPaymentByStaff(reference: string, utrInput: string, actor: Actor) {
  const utr = cleanUtr(utrInput);
  if (!UTR_PATTERN.test(utr))
    throw new AdminInputError('A transaction reference is 6 to 35 letters and digits');
  try {
    const r = await db().$transaction(async (tx) => {
      const e = await tx.enrolment.findUnique({
        where: { reference },
        include: { payments: true },
      });
      if (!e) throw new AdminInputError('No such enrolment');
      if (e.status === 'paid') throw new AdminInputError('This enrolment is already paid');
      if (e.status !== 'pending_payment' && e.status !== 'awaiting_confirmation') {
        throw new AdminInputError(`A ${e.status} enrolment cannot be confirmed`);
      }
      let payment = e.payments.find(
        (p) => p.method === 'upi_transfer' && p.status === 'awaiting_confirmation',
      );
      if (payment && payment.providerPaymentId !== utr) {
        throw new AdminInputError(
          `The learner reported ${payment.providerPaymentId}; check the reference on the statement`,
        );
      }
      payment ??= await tx.payment.create({
        data: {
          enrolmentId: e.id,
          method: 'upi_transfer',
          providerPaymentId: utr,
          amountPaise: e.amountPaise,
          status: 'awaiting_confirmation',
        },
      });
      return markPaidTx(tx, { paymentRowId: payment.id }, 'staff', new Date(), actor.name);
    });
    if (mailEnabled()) kickOutbox();
    return r;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AdminInputError('This transaction reference is recorded for another enrolment');
    throw err;
  }
}

const transitions = {
  cancel: { from: ['pending_payment', 'awaiting_confirmation'], to: 'cancelled' },
  refund: { from: ['paid'], to: 'refunded' },
} as const;

/** 'Cancel' (not paid yet) or 'Mark refunded' (paid), with the reason, in the history. */
export async function closeEnrolment(
  reference: string,
  action: keyof typeof transitions,
  reason: string,
  actor: Actor,
) {
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
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: e.id,
        fromStatus: e.status,
        toStatus: t.to,
        actor: 'staff',
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

/**
 * Other enrolments that may be the same person for the same course: the same e-mail or the same
 * phone number. The checkout never hands an existing enrolment to a request that cannot prove it
 * owns it (it makes a new row instead), so one person who lost their cookie, or a stranger using
 * their e-mail, shows up here for staff to compare side by side.
 */
export function possibleDuplicates(e: {
  id: string;
  course: string;
  email: string;
  phone: string;
}) {
  return db().enrolment.findMany({
    where: { id: { not: e.id }, course: e.course, OR: [{ email: e.email }, { phone: e.phone }] },
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
