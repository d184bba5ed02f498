'use server';

import { z } from 'zod/mini';
import { certificatesText } from '@/content/learner';
import { staffAction, type Actor } from '@/lib/actions/action';
import { choice, field, numberField, optionalField } from '@/lib/actions/fields';
import { closeEnrolment, confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { AdminInputError } from '@/lib/admin/errors';
import { ERROR_TEXT } from '@/lib/admin/flash-text';
import { extendHoldByStaff, releaseSeatByStaff } from '@/lib/admin/holds';
import { issueCertificate } from '@/lib/learner/certificates';
import { markWithdrawalPaid } from '@/lib/learner/referrals';
import { run } from './form';

// The enrolments' and withdrawals' server actions, made with the wrapper (lib/actions/action.ts):
// staff and admins, the role checked before the form is read.

const enrolmentPath = (reference: string) => `/admin/enrolments/${reference}`;

/** A change to one enrolment, by its reference: back to its page, saying what was done. */
function enrolmentChange<S extends z.ZodMiniType<{ reference: string }>>(
  schema: S,
  done: (input: z.output<S>) => string,
  change: (input: z.output<S>, by: Actor) => Promise<unknown>,
) {
  return staffAction(schema, async (input, { by }) => {
    const { reference } = input as { reference: string };
    await run(enrolmentPath(reference), done(input), () => change(input, by));
  });
}

/** A bank transfer the school saw arrive, by its UTR. */
export const confirmPaymentAction = enrolmentChange(
  z.object({ reference: field, utr: field }),
  () => 'confirmed',
  (input, by) => confirmPaymentByStaff(input.reference, input.utr, by),
);

/** A refund or a cancellation, with its reason. */
export const closeEnrolmentAction = enrolmentChange(
  z.object({
    reference: field,
    action: choice(['refund', 'cancel']),
    reason: field,
    /** A refund's amount in rupees (empty or left out: the rest not yet refunded). */
    amount: optionalField,
  }),
  (input) => input.action,
  (input, by) => closeEnrolment(input.reference, input.action, input.reason, by, input.amount),
);

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * 'Release seat' of an unpaid enrolment: back to the batch's page it was clicked on (its ids as
 * plain ids only), else to the enrolment's page.
 */
export const releaseSeatAction = staffAction(
  z.object({ reference: field, cohortId: field, batchId: field }),
  async (input, { by }) => {
    const path =
      ID.test(input.cohortId) && ID.test(input.batchId)
        ? `/admin/courses/${input.cohortId}/batches/${input.batchId}`
        : enrolmentPath(input.reference);
    await run(path, 'seat_released', () => releaseSeatByStaff(input.reference, by));
  },
);

/** 'Extend the hold' of a reported transfer, by the hours chosen. */
export const extendHoldAction = enrolmentChange(
  z.object({ reference: field, hours: numberField }),
  () => 'hold_extended',
  (input, by) => extendHoldByStaff(input.reference, input.hours, by),
);

/** A paid enrolment's certificate, issued by staff. */
export const issueCertificateAction = enrolmentChange(
  z.object({ reference: field }),
  () => 'certificate',
  async ({ reference }, by) => {
    const r = await issueCertificate(reference, by.name);
    if (r.status === 'not_paid') throw new AdminInputError(certificatesText.onlyPaid);
    if (r.status === 'unknown') throw new AdminInputError('No enrolment has this reference.');
  },
);

/** Why 'Mark paid' marked nothing (`markWithdrawalPaid`), as the page says it. */
const WITHDRAWAL_REFUSED = {
  already_paid: ERROR_TEXT.withdrawal_already!,
  changed: ERROR_TEXT.withdrawal_changed!,
  gone: ERROR_TEXT.withdrawal_gone!,
};

/** A withdrawal staff paid, at the amount the page showed. */
export const markWithdrawalPaidAction = staffAction(
  z.object({ id: field, amountPaise: numberField }),
  async ({ id, amountPaise }, { by }) => {
    await run('/admin/withdrawals', 'withdrawal_paid', async () => {
      const r = await markWithdrawalPaid(id, by.name, amountPaise);
      if (r !== 'paid') throw new AdminInputError(WITHDRAWAL_REFUSED[r]);
    });
  },
);
