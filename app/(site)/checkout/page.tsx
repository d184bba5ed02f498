import type { Metadata } from 'next';
import { CallbackProvider } from '@/components/course/callback-button';
import { CourseChoice, NoCohort, NoPrice } from '@/components/checkout/course-choice';
import { OrderSummary } from '@/components/checkout/order-summary';
import { CheckoutSteps } from '@/components/checkout/steps';
import { checkoutText as t } from '@/content/checkout';
import { contentMetadata } from '@/lib/metadata';
import { currentCohort, currentCohorts } from '@/lib/courses/cohorts';
import { batchIndex, checkoutCourse } from '@/lib/payments/checkout-course';
import { referralParam } from '@/lib/learner/referral-param';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

export const metadata: Metadata = {
  ...contentMetadata(t, '/checkout'),
  robots: { index: false, follow: true },
};

type Search = Promise<{
  course?: string | string[];
  batch?: string | string[];
  referral?: string | string[];
}>;

// /checkout?course=<slug>[&batch=<0-4>]: the order summary (issue 8, spec §2)
export default async function CheckoutPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const now = await requestTime();
  const slug = one(q.course);
  const course = checkoutCourse(slug);
  // The level courses sell their cohort on sale now, read at this request (lib/courses/cohorts.ts).
  const cohort = course && !course.onRequest ? await currentCohort(course.slug, now) : null;
  // A friend's referral code from a share link, carried to the details step (checked there).
  const referral = referralParam(one(q.referral));
  return (
    <CallbackProvider>
      <section className="bg-cream px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-5xl">
          <CheckoutSteps current={0} />
          {!course ? (
            <CourseChoice
              now={now}
              cohorts={await currentCohorts(now)}
              unknown={!!slug}
              referral={referral}
            />
          ) : course.onRequest ? (
            <NoPrice course={course} />
          ) : !cohort ? (
            <NoCohort course={course} />
          ) : (
            <OrderSummary
              course={course}
              cohort={cohort}
              batch={batchIndex(one(q.batch))}
              now={now}
              referral={referral}
            />
          )}
        </div>
      </section>
    </CallbackProvider>
  );
}
