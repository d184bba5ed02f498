'use server';

import { z } from 'zod/mini';
import { certificatesText } from '@/content/learner';
import { requireStaff } from '@/lib/auth/session';
import { closeEnrolment, confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { ERROR_TEXT } from '@/lib/admin/flash-text';
import { extendHoldByStaff, releaseSeatByStaff } from '@/lib/admin/holds';
import { AdminInputError } from '@/lib/admin/leads';
import { issueCertificate } from '@/lib/learner/certificates';
import { markWithdrawalPaid } from '@/lib/learner/referrals';
import { choice, field, numberField, readForm, readStaffForm, run } from './form';

// The enrolments' and withdrawals' server actions, each checking the staff role itself.

const enrolmentPath = (reference: string) => `/admin/enrolments/${reference}`;

const confirmPaymentInput = z.object({ reference: field, utr: field });

/** A bank transfer the school saw arrive, by its UTR. */
export async function confirmPaymentAction(form: FormData) {
  const { input, path, by } = await readStaffForm(confirmPaymentInput, form, (i) =>
    enrolmentPath(i.reference),
  );
  await run(path, 'confirmed', () => confirmPaymentByStaff(input.reference, input.utr, by));
}

const closeEnrolmentInput = z.object({
  reference: field,
  action: choice(['refund', 'cancel'], 'cancel'),
  reason: field,
  /** A refund's amount in rupees (empty: the rest not yet refunded). */
  amount: field,
});

/** A refund or a cancellation, with its reason. */
export async function closeEnrolmentAction(form: FormData) {
  const { input, path, by } = await readStaffForm(closeEnrolmentInput, form, (i) =>
    enrolmentPath(i.reference),
  );
  await run(path, input.action, () =>
    closeEnrolment(input.reference, input.action, input.reason, by, input.amount),
  );
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const releaseSeatInput = z.object({ reference: field, cohortId: field, batchId: field });

/**
 * 'Release seat' of an unpaid enrolment: back to the batch's page it was clicked on (its ids as
 * plain ids only), else to the enrolment's page.
 */
export async function releaseSeatAction(form: FormData) {
  const { input, path, by } = await readStaffForm(releaseSeatInput, form, (i) =>
    ID.test(i.cohortId) && ID.test(i.batchId)
      ? `/admin/courses/${i.cohortId}/batches/${i.batchId}`
      : enrolmentPath(i.reference),
  );
  await run(path, 'seat_released', () => releaseSeatByStaff(input.reference, by));
}

const extendHoldInput = z.object({ reference: field, hours: numberField });

/** 'Extend the hold' of a reported transfer, by the hours chosen. */
export async function extendHoldAction(form: FormData) {
  const { input, path, by } = await readStaffForm(extendHoldInput, form, (i) =>
    enrolmentPath(i.reference),
  );
  await run(path, 'hold_extended', () => extendHoldByStaff(input.reference, input.hours, by));
}

const issueCertificateInput = z.object({ reference: field });

export async function issueCertificateAction(form: FormData) {
  const { reference } = readForm(issueCertificateInput, form);
  const path = enrolmentPath(reference);
  const user = await requireStaff(path);
  await run(path, 'certificate', async () => {
    const r = await issueCertificate(reference, user.name ?? user.email ?? 'staff');
    if (r.status === 'not_paid') throw new AdminInputError(certificatesText.onlyPaid);
    if (r.status === 'unknown') throw new AdminInputError('No enrolment has this reference.');
  });
}

const markWithdrawalPaidInput = z.object({ id: field, amountPaise: numberField });

/** Why 'Mark paid' marked nothing (`markWithdrawalPaid`), as the page says it. */
const WITHDRAWAL_REFUSED = {
  already_paid: ERROR_TEXT.withdrawal_already!,
  changed: ERROR_TEXT.withdrawal_changed!,
  gone: ERROR_TEXT.withdrawal_gone!,
};

export async function markWithdrawalPaidAction(form: FormData) {
  const path = '/admin/withdrawals';
  const user = await requireStaff(path);
  const { id, amountPaise } = readForm(markWithdrawalPaidInput, form);
  await run(path, 'withdrawal_paid', async () => {
    const r = await markWithdrawalPaid(id, user.name ?? user.email ?? 'staff', amountPaise);
    if (r !== 'paid') throw new AdminInputError(WITHDRAWAL_REFUSED[r]);
  });
}
