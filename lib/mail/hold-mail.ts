import 'server-only';
import { site, reachUs } from '@/content/site';
import { formatDateTime } from '@/lib/dates';
import { enrolmentView } from '@/lib/payments/enrolment-view';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import type { Mail } from './transport';
import { schoolSignature } from '@/lib/mail/signature';

type Released = Parameters<typeof enrolmentView>[0] & { reference: string; fullName: string };

/**
 * The learner's e-mail when the seat their reported transfer held is released unpaid (its hold ran
 * out, or staff released it): what happened, that money which did arrive is still confirmed, and
 * what to do otherwise. Written once, by the transaction that releases the seat.
 */
export function holdReleasedMail(
  e: Released,
  why: { by: 'time'; hours: number } | { by: 'staff' },
): Pick<Mail, 'subject' | 'text'> {
  const v = enrolmentView(e);
  const transfer = e.payments.find(
    (p) => p.method === 'upi_transfer' && p.status === 'awaiting_confirmation',
  );
  const reported = transfer
    ? `On ${formatDateTime(transfer.createdAt)} (IST) you told us you had paid ${formatPaise(e.amountPaise)} by UPI or bank transfer, with transaction reference ${transfer.providerPaymentId ?? ''}.`
    : `You told us you had paid ${formatPaise(e.amountPaise)} by UPI or bank transfer.`;
  const released =
    why.by === 'time'
      ? `We have not yet found this payment in the school's account, and the time for which a seat is held for an unconfirmed transfer has passed (at most ${why.hours} hours), so your seat in the batch is no longer reserved for you.`
      : `We have not found this payment in the school's account, so the school has released the seat it held for you in the batch.`;
  return {
    subject: `${site.name}: your seat is no longer held (${e.reference})`,
    text: [
      `Dear ${e.fullName},`,
      '',
      reported,
      released,
      '',
      `Course: ${v.courseTitle}${v.cohort ? `, ${v.cohort}` : ''}`,
      `Batch: ${batchLabel(e.batch)}`,
      `Reference: ${e.reference}`,
      '',
      'If the money did reach us: you need to do nothing. We will still confirm your enrolment as soon as we find the payment, even if the batch has filled up meanwhile, and e-mail you your receipt.',
      '',
      'If your bank shows the payment as still pending, it too will be confirmed once it reaches us.',
      '',
      `If you have not paid, or your bank shows that the payment failed: ${reachUs()}, quoting your reference ${e.reference}, and we will help you enrol.`,
      '',
      'If you did not make this enrolment, you can ignore this e-mail.',
      '',
      schoolSignature(),
      '',
    ].join('\n'),
  };
}
