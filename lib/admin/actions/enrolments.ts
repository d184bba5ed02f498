'use server';

import { z } from 'zod/mini';
import { certificatesText } from '@/content/learner';
import { requireStaff } from '@/lib/auth/session';
import { closeEnrolment, confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { ERROR_TEXT } from '@/lib/admin/flash-text';
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
});

/** A refund or a cancellation, with its reason. */
export async function closeEnrolmentAction(form: FormData) {
  const { input, path, by } = await readStaffForm(closeEnrolmentInput, form, (i) =>
    enrolmentPath(i.reference),
  );
  await run(path, input.action, () =>
    closeEnrolment(input.reference, input.action, input.reason, by),
  );
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
