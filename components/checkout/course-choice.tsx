import Link from 'next/link';
import { CallbackButton } from '@/components/course/callback-button';
import { buttonClass } from '@/components/ui/button';
import { checkoutText as t } from '@/content/checkout';
import { levelCourses, programmes } from '@/content/courses';
import { priceAt } from '@/lib/courses/pricing';
import { formatInr } from '@/lib/format';
import type { CohortOffer } from '@/lib/courses/offer';
import type { CheckoutCourse } from '@/lib/payments/checkout-course';
import { WaitlistButton } from '@/components/course/waitlist-button';

/** The checkout without a (known) course: every course to choose from, with its price now. */
export function CourseChoice({
  now,
  cohorts,
  unknown,
  referral,
}: {
  now: number;
  /** The level courses' cohorts on sale now, by slug (lib/courses/cohorts.ts currentCohorts). */
  cohorts: ReadonlyMap<string, CohortOffer>;
  unknown: boolean;
  referral: string | null;
}) {
  const all = [
    ...levelCourses.map((c) => ({
      slug: c.slug,
      title: c.courseName,
      duration: c.duration,
      price: cohortPrice(cohorts.get(c.slug), now),
    })),
    ...programmes.map((p) => ({
      slug: p.slug,
      title: p.title,
      duration: p.duration,
      price: p.mrp,
    })),
  ];
  return (
    <>
      <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">
        {t.chooseTitle}
      </h1>
      {unknown ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-white px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200"
        >
          {t.unknownCourse}
        </p>
      ) : null}
      <p className="mt-3 max-w-2xl text-ink">{t.chooseIntro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {all.map((c) => (
          <li
            key={c.slug}
            className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="text-lg font-bold text-ink">{c.title}</h2>
            <p className="mt-1 text-sm text-muted">{c.duration}</p>
            <p className="mt-3 font-semibold text-brand">
              {typeof c.price === 'number'
                ? formatInr(c.price)
                : c.price === 'none'
                  ? t.noCohortTitle
                  : 'Fees on request'}
            </p>
            <Link
              href={`/checkout?course=${c.slug}${referral ? `&referral=${referral}` : ''}`}
              className={buttonClass('outline', 'mt-4 self-start')}
            >
              Choose<span className="sr-only"> {c.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href="/your-french-level" className={buttonClass('primary')}>
          {t.chooseLevel}
        </Link>
        <CallbackButton className={buttonClass('outline')}>Request a callback</CallbackButton>
      </p>
    </>
  );
}

/** A level course's price now, or 'none' while it has no cohort on sale. */
const cohortPrice = (cohort: CohortOffer | undefined, now: number): number | 'none' =>
  cohort ? (priceAt(cohort, now)?.price ?? 'none') : 'none';

/**
 * The checkout's card for a course it cannot sell now, and what to do instead. 'no-cohort': a
 * level course with no cohort on sale (the next cohort's dates are to be announced), so the
 * waitlist and a callback; 'no-price': fees on request, so a callback or another course.
 */
function NotOnSale({
  course,
  reason,
}: {
  course: CheckoutCourse;
  reason: 'no-cohort' | 'no-price';
}) {
  const noCohort = reason === 'no-cohort';
  return (
    <div className="mt-6 max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 className="font-display text-3xl font-bold text-brand">{course.title}</h1>
      <h2 className="mt-4 text-xl font-bold text-ink">
        {noCohort ? t.noCohortTitle : t.noPriceTitle}
      </h2>
      {noCohort ? (
        <p className="mt-2 text-ink" data-testid="no-cohort">
          {t.noCohort}
        </p>
      ) : (
        <p className="mt-2 text-ink">{t.noPrice}</p>
      )}
      <p className="mt-5 flex flex-wrap gap-3">
        {noCohort ? (
          <WaitlistButton course={course.slug} className={buttonClass('primary')}>
            {t.joinWaitlist}
          </WaitlistButton>
        ) : null}
        <CallbackButton
          course={course.slug}
          className={buttonClass(noCohort ? 'outline' : 'primary')}
        >
          Request a callback
        </CallbackButton>
        {course.href ? (
          <Link href={course.href} className={buttonClass('outline')}>
            About the course
          </Link>
        ) : null}
        {noCohort ? null : (
          <Link href="/checkout" className={buttonClass('outline')}>
            Other courses
          </Link>
        )}
      </p>
    </div>
  );
}

/** A level course with no cohort on sale: the waitlist and a callback instead of a payment. */
export function NoCohort({ course }: { course: CheckoutCourse }) {
  return <NotOnSale course={course} reason="no-cohort" />;
}

/** A course with no online price (fees on request): a callback instead of a payment. */
export function NoPrice({ course }: { course: CheckoutCourse }) {
  return <NotOnSale course={course} reason="no-price" />;
}
