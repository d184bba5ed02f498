import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarPlus, CheckCircle2, Clock, Download } from 'lucide-react';
import { OrderFacts } from '@/components/checkout/order-facts';
import { buttonClass } from '@/components/ui/button';
import { methodLabels, statusLabels, successText as t } from '@/content/checkout';
import { contentMetadata } from '@/lib/metadata';
import { mayView } from '@/lib/payments/enrolment-access';
import { findEnrolment } from '@/lib/payments/enrolments';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import { enrolmentView } from '@/lib/payments/enrolment-view';
import { paymentPath } from '@/lib/payments/payment-path';
import { requestTime } from '@/lib/request-time';
import { formatDateTime, todayInIndia } from '@/lib/dates';
import { accountPromptText as a } from '@/content/learner';
import { currentUser } from '@/lib/auth/session';
import { cardClass as card } from '@/components/ui/card';
import { TaxDocumentLinks } from '@/components/checkout/tax-document-links';
import { taxDocumentsOf } from '@/lib/tax/documents';

export const metadata: Metadata = {
  ...contentMetadata(t, '/payment-sucessfull'),
  robots: { index: false, follow: false },
};

// /payment-sucessfull?ref=<reference> (the spec's spelling): the enrolment, its receipt and next steps
export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const { ref } = await searchParams;
  const now = await requestTime();
  const reference = typeof ref === 'string' ? ref : '';
  // The reference alone shows nothing: only the browser that made the enrolment sees it.
  const mine = await mayView(reference);
  const e = mine ? await findEnrolment(reference) : null;
  if (!e) {
    return (
      <section className="bg-cream px-4 py-10 sm:py-14">
        <div className={`mx-auto max-w-2xl ${card}`}>
          <h1 className="font-display text-3xl font-bold text-brand">{t.privateTitle}</h1>
          <p className="mt-3 text-ink">{t.privateBody}</p>
          <p className="mt-5">
            <Link href="/ContactUs" className={buttonClass('primary')}>
              {t.contactUs}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  const v = enrolmentView(e);
  const user = await currentUser();
  // Its tax invoice and any credit notes (none while the school is not GST registered).
  const documents = await taxDocumentsOf(e.id);
  const paid = e.status === 'paid';
  const awaiting = e.status === 'awaiting_confirmation';
  const title = paid
    ? t.paidTitle
    : awaiting
      ? t.awaitingTitle
      : e.status === 'pending_payment'
        ? t.pendingTitle
        : e.status === 'refunded'
          ? t.refundedTitle
          : t.cancelledTitle;
  // A reported transfer's seat: held until a time (lib/payments/holds.ts), or released.
  const released =
    awaiting && (!!e.holdReleasedAt || (!!e.holdExpiresAt && e.holdExpiresAt.getTime() <= now));
  const holdUntil =
    awaiting && !released && e.holdExpiresAt ? formatDateTime(e.holdExpiresAt) : null;
  const firstClassAhead = !!v.start && v.start >= todayInIndia(now);
  const Icon = paid ? CheckCircle2 : Clock;

  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        <div className={card}>
          <Icon
            aria-hidden="true"
            className={`size-12 ${paid ? 'text-green-700' : 'text-amber-600'}`}
          />
          <h1 className="mt-3 font-display text-3xl font-bold text-brand sm:text-4xl">{title}</h1>
          {awaiting ? <p className="mt-3 text-ink">{t.awaitingBody}</p> : null}
          {holdUntil ? <p className="mt-3 text-ink">{t.awaitingHeld(holdUntil)}</p> : null}
          {released ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-300">
              {t.awaitingReleased}
            </p>
          ) : null}
          {e.status === 'pending_payment' ? (
            <>
              <p className="mt-3 text-ink">{t.pendingBody}</p>
              <Link href={paymentPath(e.reference)} className={buttonClass('primary', 'mt-4')}>
                {t.finishPaying}
              </Link>
            </>
          ) : null}
          <div className="mt-6">
            <OrderFacts
              rows={[
                [t.reference, e.reference],
                [t.course, v.courseTitle + (v.cohort ? `, ${v.cohort}` : '')],
                [t.batch, batchLabel(e.batch)],
                ...(v.startLabel ? ([[t.cohortStart, v.startLabel]] as [string, string][]) : []),
                [t.amount, formatPaise(e.amountPaise)],
                ...(v.payment
                  ? ([
                      [
                        t.method,
                        `${methodLabels[v.payment.method] ?? v.payment.method}${v.payment.id ? ` (${v.payment.id})` : ''}`,
                      ],
                    ] as [string, string][])
                  : []),
                [t.status, statusLabels[e.status] ?? e.status],
              ]}
            />
          </div>
          {paid || awaiting ? (
            <p className="mt-6 flex flex-wrap gap-3">
              <a
                href={`/api/enrolments/${e.reference}/receipt`}
                download
                className={buttonClass('primary')}
              >
                <Download aria-hidden="true" className="size-5" />
                {t.receipt}
              </a>
              {firstClassAhead ? (
                <a
                  href={`/api/enrolments/${e.reference}/calendar`}
                  download
                  className={buttonClass('outline')}
                >
                  <CalendarPlus aria-hidden="true" className="size-5" />
                  {t.calendar}
                </a>
              ) : null}
            </p>
          ) : null}
          <TaxDocumentLinks reference={e.reference} documents={documents} className="mt-4" />
        </div>
        <aside aria-labelledby="next-title" className={card}>
          <h2 id="next-title" className="text-xl font-bold text-ink">
            {t.nextTitle}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-ink">
            {t.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link href="/ContactUs" className={buttonClass('outline', 'mt-5')}>
            {t.contactUs}
          </Link>
          {(user && e.userId === user.id) || (!user && !e.userId) ? (
            <div className="mt-6 border-t border-slate-200 pt-5">
              <h2 className="text-lg font-bold text-ink">{a.heading}</h2>
              {user && e.userId === user.id ? (
                <>
                  <p className="mt-2 text-ink">{a.signedInBody}</p>
                  <Link href="/dashboard" className={buttonClass('outline', 'mt-4')}>
                    {a.toDashboard}
                  </Link>
                </>
              ) : !user && !e.userId ? (
                <>
                  <p className="mt-2 text-ink">{a.body}</p>
                  <Link
                    href={`/sign-up?enrolment=${e.reference}&callbackUrl=%2Fdashboard`}
                    className={buttonClass('primary', 'mt-4')}
                  >
                    {a.signUp}
                  </Link>
                </>
              ) : null}
            </div>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
