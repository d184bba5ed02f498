import Link from 'next/link';
import { CallbackButton } from '@/components/course/callback-button';
import { buttonClass } from '@/components/ui/button';
import { checkoutText as t } from '@/content/checkout';
import { levelCourses, programmes } from '@/content/courses';
import { priceAt } from '@/lib/courses/pricing';
import { formatInr } from '@/lib/format';
import type { CheckoutCourse } from '@/lib/payments/checkout-course';

/** The checkout without a (known) course: every course to choose from, with its price now. */
export function CourseChoice({
  now,
  unknown,
  referral,
}: {
  now: number;
  unknown: boolean;
  referral: string | null;
}) {
  const all = [
    ...levelCourses.map((c) => ({
      slug: c.slug,
      title: c.courseName,
      duration: c.duration,
      price: priceAt(c, now)?.price ?? null,
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
              {c.price !== null ? formatInr(c.price) : 'Fees on request'}
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

/** A course with no online price (fees on request): a callback instead of a payment. */
export function NoPrice({ course }: { course: CheckoutCourse }) {
  return (
    <div className="mt-6 max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 className="font-display text-3xl font-bold text-brand">{course.title}</h1>
      <h2 className="mt-4 text-xl font-bold text-ink">{t.noPriceTitle}</h2>
      <p className="mt-2 text-ink">{t.noPrice}</p>
      <p className="mt-5 flex flex-wrap gap-3">
        <CallbackButton course={course.slug} className={buttonClass('primary')}>
          Request a callback
        </CallbackButton>
        {course.href ? (
          <Link href={course.href} className={buttonClass('outline')}>
            About the course
          </Link>
        ) : null}
        <Link href="/checkout" className={buttonClass('outline')}>
          Other courses
        </Link>
      </p>
    </div>
  );
}
