import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CheckoutLivePrice } from '@/components/checkout/live-price';
import { DetailsForm } from '@/components/checkout/details-form';
import { OrderFacts } from '@/components/checkout/order-facts';
import { cardClass as card } from '@/components/ui/card';
import { referralParam } from '@/lib/learner/referral-param';
import { CheckoutSteps } from '@/components/checkout/steps';
import { batchSlots, detailsText } from '@/content/checkout';
import { currentCohort } from '@/lib/courses/cohorts';
import { slotStates } from '@/lib/courses/offer';
import { contentMetadata } from '@/lib/metadata';
import { batchIndex, checkoutCourse } from '@/lib/payments/checkout-course';
import { batchLabel } from '@/lib/payments/format';
import { paymentPath } from '@/lib/payments/payment-path';
import { requestTime } from '@/lib/request-time';
import { gstRegistered } from '@/lib/tax/config';
import { one } from '@/lib/search-params';

export const metadata: Metadata = {
  ...contentMetadata(detailsText, '/detail-verification'),
  robots: { index: false, follow: false },
};

type Search = Promise<{
  course?: string | string[];
  batch?: string | string[];
  ref?: string | string[];
  referral?: string | string[];
}>;

// /detail-verification?course=&batch= (the learner's details); the payment step after it has its
// own address (lib/payments/payment-path.ts).
export default async function DetailVerificationPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  // The payment step's old address (e-mails sent and pages bookmarked before it moved) goes on to
  // the new one. Temporary (307): browsers do not keep it, so a site rolled back still serves the
  // step here; the page is not indexed, so a permanent one would gain nothing.
  const ref = one(q.ref);
  if (ref !== undefined) redirect(paymentPath(ref));
  const now = await requestTime();

  const course = checkoutCourse(one(q.course));
  if (!course) redirect('/checkout');
  const cohort = course.onRequest ? null : await currentCohort(course.slug, now);
  if (!cohort) redirect(`/checkout?course=${course.slug}`);
  const batch = batchIndex(one(q.batch));
  // A batch that is full or closed is chosen again at the checkout, which says why.
  const state = batch === null ? null : slotStates(cohort, batchSlots.length)[batch];
  if (batch === null || !state || state.state === 'full' || state.state === 'closed') {
    redirect(`/checkout?course=${course.slug}${batch === null ? '' : `&batch=${batch}`}`);
  }

  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <CheckoutSteps current={1} />
        <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">
          {detailsText.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink">{detailsText.intro}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className={card}>
            <DetailsForm
              course={course.slug}
              batch={batch}
              forKids={course.forKids}
              referral={referralParam(one(q.referral)) ?? ''}
              gst={gstRegistered()}
            />
          </div>
          <aside aria-label="Your order" className={card}>
            <h2 className="text-lg font-bold text-ink">{course.title}</h2>
            <div className="mt-3">
              <OrderFacts rows={[['Batch', batchLabel(batch)]]} />
            </div>
            <div className="mt-4">
              <CheckoutLivePrice mrp={cohort.mrp} prices={cohort.prices} serverNow={now} />
            </div>
            <Link
              href={`/checkout?course=${course.slug}&batch=${batch}`}
              className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-2"
            >
              {detailsText.back}
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}
