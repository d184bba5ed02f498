import type { Metadata } from 'next';
import Link from 'next/link';
import {
  controlClass as control,
  DetailHeader,
  DetailSection,
  FactList,
} from '@/components/admin/detail-parts';
import { StatusBadge } from '@/components/admin/inbox-list';
import { TimeAgo } from '@/components/admin/time-ago';
import { buttonClass } from '@/components/ui/button';
import { methodLabels } from '@/content/checkout';
import { historyWords } from '@/lib/payments/status-words';
import { staffDetail, type StaffDetailProps } from '@/lib/admin/detail-page';
import { enrolmentForStaff, possibleDuplicates } from '@/lib/admin/enrolments';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import { enrolmentView } from '@/lib/payments/enrolment-view';
import { daysOrderPaidLate, daysReportedLate } from '@/lib/payments/checkout-course';
import { formatDate, formatDateTime } from '@/lib/dates';
import {
  closeEnrolmentAction,
  confirmPaymentAction,
  extendHoldAction,
  issueCertificateAction,
  releaseSeatAction,
} from '@/lib/admin/actions/enrolments';
import { EXTEND_HOURS } from '@/lib/admin/holds';
import { MoneyDocumentsSection, RefundSection } from '@/components/admin/enrolment-refunds';

export const metadata: Metadata = { title: 'Enrolment · Back office', robots: { index: false } };

// /admin/enrolments/:reference: amount, payments, history; confirm a transfer, cancel or refund
export default async function EnrolmentPage(props: StaffDetailProps<'reference'>) {
  const {
    now,
    record: e,
    flash,
  } = await staffDetail(props, 'reference', '/admin/enrolments', enrolmentForStaff);
  const duplicates = await possibleDuplicates(e);
  const v = enrolmentView(e);
  const waiting = e.payments.find(
    (p) => p.method === 'upi_transfer' && p.status === 'awaiting_confirmation',
  );
  const open = e.status === 'pending_payment' || e.status === 'awaiting_confirmation';
  const late = waiting ? daysReportedLate(e.quoteExpiresAt, waiting.createdAt) : null;
  const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  // A reported transfer's seat (lib/payments/holds.ts): held until a time, or released.
  const transferHeld =
    e.status === 'awaiting_confirmation' &&
    !e.holdReleasedAt &&
    (!e.holdExpiresAt || e.holdExpiresAt.getTime() > now);
  const quoteHeld = e.status === 'pending_payment' && e.quoteExpiresAt.getTime() > now;
  const seatFact =
    e.status !== 'awaiting_confirmation'
      ? null
      : transferHeld
        ? e.holdExpiresAt
          ? `Held until ${formatDateTime(e.holdExpiresAt)}`
          : 'Held (its end is set within a minute)'
        : `Released ${formatDateTime(e.holdReleasedAt ?? e.holdExpiresAt ?? new Date(now))}: it holds no seat; the payment can still be confirmed`;
  const summary = (
    <>
      {v.courseTitle} · <TimeAgo at={e.createdAt} now={now} /> · <StatusBadge status={e.status} />
    </>
  );
  return (
    <>
      <DetailHeader
        back={{ href: '/admin?type=enrolment', label: 'Enrolments' }}
        heading={
          <>
            {e.fullName} · {e.reference}
          </>
        }
        summary={summary}
        {...flash}
      />
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-6">
          <DetailSection id="order" title="Order">
            <FactList
              facts={[
                ['Learner', e.fullName],
                ['Parent or guardian', e.parentName],
                ['Email', e.email],
                ['Phone', e.phone],
                ['Course', `${v.courseTitle}${v.cohort ? `, ${v.cohort}` : ''}`],
                [
                  'Batch',
                  e.overCapacity
                    ? `${batchLabel(e.batch)}: over capacity (paid after its hold ran out, when the batch had filled; move the learner or raise the batch's capacity)`
                    : batchLabel(e.batch),
                ],
                [
                  'Amount',
                  `${formatPaise(e.amountPaise)}${e.mrpPaise > e.amountPaise ? ` (list ${formatPaise(e.mrpPaise)})` : ''}`,
                ],
                [
                  'Coupon code',
                  e.couponCode
                    ? `${e.couponCode}: ${formatPaise(e.couponDiscountPaise)} off`
                    : null,
                ],
                ['Quote held until', formatDateTime(e.quoteExpiresAt)],
                ['Seat for the reported transfer', seatFact],
                ['Paid at', e.paidAt ? formatDateTime(e.paidAt) : null],
              ]}
            />
          </DetailSection>
          <DetailSection id="payments" title="Payments">
            {e.payments.length ? (
              <ul className="mt-3 grid gap-2">
                {e.payments.map((p) => {
                  const paidLate = daysOrderPaidLate(p);
                  return (
                    <li key={p.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                      <strong>{methodLabels[p.method] ?? p.method}</strong> ·{' '}
                      {formatPaise(p.amountPaise)} · <StatusBadge status={p.status} />
                      <br />
                      {p.providerOrderId ? <>Order {p.providerOrderId} · </> : null}
                      {p.providerPaymentId ? <>Payment {p.providerPaymentId}</> : null}
                      {p.paidVia ? <> · recorded by {p.paidVia}</> : null}
                      {paidLate ? (
                        <span className="block text-amber-800">
                          Recorded as paid {days(paidLate)} after the price of its order stopped
                          being held (Razorpay&apos;s dashboard shows when the learner paid): the
                          course&apos;s price may have changed since.
                        </span>
                      ) : null}
                      {p.lastError ? (
                        <span className="block text-red-700">Last failure: {p.lastError}</span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-2 text-muted">No payment yet.</p>
            )}
          </DetailSection>
          <DetailSection id="history" title="History">
            <ol className="mt-2 grid gap-2 text-sm">
              {e.history.map((h) => (
                <li key={h.id}>
                  {historyWords(h)} · <TimeAgo at={h.createdAt} now={now} />
                </li>
              ))}
            </ol>
          </DetailSection>
          <MoneyDocumentsSection e={e} />
          {duplicates.length ? (
            <DetailSection id="duplicates" title="Possible duplicates">
              <p className="mt-1 text-sm text-muted">
                Other enrolments for this course with the same e-mail or phone. Each was made by a
                browser that could not prove it owned the others: compare them before confirming a
                payment.
              </p>
              <ul className="mt-2 grid gap-2 text-sm">
                {duplicates.map((d) => (
                  <li key={d.reference}>
                    <Link
                      href={`/admin/enrolments/${d.reference}`}
                      className="font-mono font-semibold text-brand underline"
                    >
                      {d.reference}
                    </Link>{' '}
                    · {d.fullName} · {d.email} · {d.phone} · <StatusBadge status={d.status} /> ·{' '}
                    <TimeAgo at={d.createdAt} now={now} />
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
        </div>
        <div className="grid content-start gap-6">
          {open ? (
            <DetailSection id="confirm" title="Confirm payment received">
              <p className="mt-1 text-sm text-muted">
                {waiting
                  ? `The learner reported transaction ${waiting.providerPaymentId}. Check it on the school's account statement for ${formatPaise(e.amountPaise)}.`
                  : `No transfer reported yet. If ${formatPaise(e.amountPaise)} arrived, enter the reference from the statement.`}
              </p>
              {late ? (
                <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
                  Reported {days(late)} after the price shown to the learner stopped being held (
                  {formatDate(e.quoteExpiresAt)}). Confirm only if {formatPaise(e.amountPaise)} is
                  still a price you accept for this course; otherwise contact the learner first.
                </p>
              ) : null}
              <form action={confirmPaymentAction} className="mt-3 grid gap-2">
                <input type="hidden" name="reference" value={e.reference} />
                <label htmlFor="utr" className="text-sm font-semibold text-ink">
                  Transaction reference (UTR / UPI id)
                </label>
                <input
                  id="utr"
                  name="utr"
                  required
                  defaultValue=""
                  autoComplete="off"
                  className={`${control} font-mono uppercase`}
                />
                <button type="submit" className={buttonClass('primary', 'justify-self-start')}>
                  Confirm payment received
                </button>
              </form>
            </DetailSection>
          ) : null}
          {e.status === 'awaiting_confirmation' || quoteHeld ? (
            <DetailSection id="hold" title="Seat">
              {e.status === 'awaiting_confirmation' ? (
                <form action={extendHoldAction} className="mt-3 grid gap-2">
                  <input type="hidden" name="reference" value={e.reference} />
                  <p className="text-sm text-muted">
                    {transferHeld
                      ? 'Give the learner more time before the seat is released (from the end of the hold).'
                      : 'Hold a seat for this transfer again, from now, if the batch has one free.'}
                  </p>
                  <label htmlFor="hours" className="text-sm font-semibold text-ink">
                    Extend the hold by
                  </label>
                  <select
                    id="hours"
                    name="hours"
                    defaultValue="48"
                    className={`${control} justify-self-start`}
                  >
                    {EXTEND_HOURS.map((h) => (
                      <option key={h} value={h}>
                        {h % 24 ? `${h} hours` : h === 24 ? '1 day' : `${h / 24} days`}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={buttonClass('primary', 'justify-self-start')}>
                    {transferHeld ? 'Extend the hold' : 'Hold the seat again'}
                  </button>
                </form>
              ) : null}
              {transferHeld || quoteHeld ? (
                <form action={releaseSeatAction} className="mt-4 grid gap-2">
                  <input type="hidden" name="reference" value={e.reference} />
                  <input type="hidden" name="cohortId" value="" />
                  <input type="hidden" name="batchId" value="" />
                  <p className="text-sm text-muted">
                    {transferHeld
                      ? 'Free the seat now: the learner is e-mailed, and the payment can still be confirmed if it arrives.'
                      : 'End the price hold now: the seat is free for others.'}
                  </p>
                  <button type="submit" className={buttonClass('outline', 'justify-self-start')}>
                    Release seat
                  </button>
                </form>
              ) : null}
            </DetailSection>
          ) : null}
          {e.status === 'paid' || e.certificate ? (
            <DetailSection id="certificate" title="Certificate">
              {e.certificate ? (
                <p className="mt-1 text-sm text-ink">
                  Issued {formatDate(e.certificate.issuedAt)}:{' '}
                  <Link
                    href={`/certificates/${e.certificate.id}`}
                    className="font-mono font-semibold text-brand underline"
                  >
                    {e.certificate.id}
                  </Link>
                </p>
              ) : (
                <form action={issueCertificateAction} className="mt-3 grid gap-2">
                  <input type="hidden" name="reference" value={e.reference} />
                  <p className="text-sm text-muted">
                    When the learner has completed the course: the certificate appears in their
                    dashboard, with a public verification page.
                  </p>
                  <button type="submit" className={buttonClass('primary', 'justify-self-start')}>
                    Issue certificate
                  </button>
                </form>
              )}
            </DetailSection>
          ) : null}
          {e.status === 'paid' ? <RefundSection e={e} /> : null}
          {open ? (
            <DetailSection id="close" title={open ? 'Cancel' : 'Refund'}>
              <form action={closeEnrolmentAction} className="mt-3 grid gap-2">
                <input type="hidden" name="reference" value={e.reference} />
                <input type="hidden" name="action" value={open ? 'cancel' : 'refund'} />
                <label htmlFor="reason" className="text-sm font-semibold text-ink">
                  Reason
                </label>
                <textarea
                  id="reason"
                  name="reason"
                  required
                  rows={2}
                  maxLength={1000}
                  className={`${control} py-2`}
                />
                <button type="submit" className={buttonClass('outline', 'justify-self-start')}>
                  {open ? 'Cancel enrolment' : 'Mark refunded'}
                </button>
              </form>
            </DetailSection>
          ) : null}
        </div>
      </div>
    </>
  );
}
