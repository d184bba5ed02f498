import Link from 'next/link';
import { CallbackButton } from '@/components/course/callback-button';
import { WaitlistButton } from '@/components/course/waitlist-button';
import { CheckoutForm } from '@/components/checkout/batch-form';
import { CheckoutLivePrice } from '@/components/checkout/live-price';
import { buttonClass } from '@/components/ui/button';
import { batchSlots, checkoutText as t, included } from '@/content/checkout';
import { hasStarted, slotStates, type CohortOffer } from '@/lib/courses/offer';
import { formatDay } from '@/lib/dates';
import { classDaysText } from '@/lib/courses/class-days';
import type { CheckoutCourse } from '@/lib/payments/checkout-course';
import { cardClass } from '@/components/ui/card';
import { TickList } from '@/components/ui/tick-list';

/**
 * The checkout's first step for a course with a cohort on sale: its facts, the batch choice (with
 * each batch's seats) and the price.
 */
export function OrderSummary({
  course,
  cohort,
  batch,
  now,
  referral,
}: {
  course: CheckoutCourse;
  cohort: CohortOffer;
  batch: number | null;
  now: number;
  referral: string | null;
}) {
  const seats = slotStates(cohort, batchSlots.length);
  const someFull = seats.some((s) => s.state === 'full');
  return (
    <>
      <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">{t.summary}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <CheckoutForm
          id="checkout-form"
          course={course.slug}
          referral={referral}
          batch={batch}
          seats={seats}
        >
          <div className={cardClass}>
            <h2 className="text-xl font-bold text-ink">{course.title}</h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Fact label={t.cohort} value={String(cohort.number)} />
              <Fact label={t.starts} value={formatDay(cohort.start)} />
              <Fact label={t.ends} value={formatDay(cohort.end)} />
              <Fact label={t.lastDay} value={formatDay(cohort.enrolUntil)} />
              <Fact label={t.commitment} value={cohort.timeCommitment} />
              <Fact label={t.days} value={classDaysText(cohort.classDays)} />
            </dl>
            {hasStarted(cohort, now) ? (
              <p className="mt-4 rounded-lg bg-cream px-3 py-2 text-sm text-ink">
                {t.startedNote(formatDay(cohort.start), formatDay(cohort.enrolUntil))}
              </p>
            ) : null}
          </div>
        </CheckoutForm>
        <aside aria-label="Price" className={`${cardClass} lg:sticky lg:top-24 lg:row-span-2`}>
          <CheckoutLivePrice mrp={cohort.mrp} prices={cohort.prices} serverNow={now} />
          <button
            type="submit"
            form="checkout-form"
            className={buttonClass('primary', 'mt-4 w-full')}
          >
            {t.continue}
          </button>
          <p className="mt-3 text-sm text-muted">{t.secure}</p>
          <p className="mt-4 flex flex-col items-start gap-2 text-sm">
            {someFull ? (
              <WaitlistButton
                course={course.slug}
                className="font-semibold text-brand underline underline-offset-2"
              >
                {t.fullHint}
              </WaitlistButton>
            ) : null}
            <CallbackButton
              course={course.slug}
              topic="payment-plan"
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t.paymentPlan}
            </CallbackButton>
            <Link
              href="/RefundPolicy"
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t.refund}
            </Link>
          </p>
        </aside>
        <section aria-labelledby="included-title" className={cardClass}>
          <h2 id="included-title" className="text-lg font-bold text-ink">
            {t.includes}
          </h2>
          <TickList items={included} className="mt-3 grid gap-2" />
        </section>
      </div>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
