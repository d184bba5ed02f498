import type { Metadata } from 'next';
import Link from 'next/link';
import { Check } from 'lucide-react';
import { CallbackButton, CallbackProvider } from '@/components/course/callback-button';
import { CheckoutLivePrice } from '@/components/checkout/live-price';
import { CheckoutSteps } from '@/components/checkout/steps';
import { buttonClass } from '@/components/ui/button';
import { checkoutText as t, included } from '@/content/checkout';
import { levelCourses, programmes } from '@/content/courses';
import { CheckoutForm } from '@/components/checkout/batch-form';
import { formatDay } from '@/lib/dates';
import { priceAt } from '@/lib/courses/pricing';
import { todayInIndia } from '@/lib/dates';
import { formatInr } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { batchIndex, checkoutCourse, type CheckoutCourse } from '@/lib/payments/course';
import { referralParam } from '@/lib/learner/referral-param';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = {
  ...pageMetadata({ title: t.title, description: t.description, path: '/checkout' }),
  robots: { index: false, follow: true },
};

type Search = Promise<{
  course?: string | string[];
  batch?: string | string[];
  referral?: string | string[];
}>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

// /checkout?course=<slug>[&batch=<0-4>]: the order summary (issue 8, spec §2)
export default async function CheckoutPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const now = await requestTime();
  const slug = one(q.course);
  const course = checkoutCourse(slug);
  // A friend's referral code from a share link, carried to the details step (checked there).
  const referral = referralParam(one(q.referral));
  return (
    <CallbackProvider>
      <section className="bg-cream px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-5xl">
          <CheckoutSteps current={0} />
          {!course ? (
            <CourseChoice now={now} unknown={!!slug} referral={referral} />
          ) : course.mrp === null ? (
            <NoPrice course={course} />
          ) : (
            <OrderSummary
              course={course as CheckoutCourse & { mrp: number }}
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

function CourseChoice({
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

function NoPrice({ course }: { course: CheckoutCourse }) {
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

function OrderSummary({
  course,
  batch,
  now,
  referral,
}: {
  course: CheckoutCourse & { mrp: number };
  batch: number | null;
  now: number;
  referral: string | null;
}) {
  const started = course.start && course.start < todayInIndia(now) ? formatDay(course.start) : null;
  return (
    <>
      <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">{t.summary}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <CheckoutForm id="checkout-form" course={course.slug} referral={referral} batch={batch}>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <h2 className="text-xl font-bold text-ink">{course.title}</h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {course.cohortNumber ? (
                <Fact label={t.cohort} value={String(course.cohortNumber)} />
              ) : null}
              <Fact label={t.starts} value={course.start ? formatDay(course.start) : t.datesTbc} />
              {course.end ? <Fact label={t.ends} value={formatDay(course.end)} /> : null}
              {course.timeCommitment ? (
                <Fact label={t.commitment} value={course.timeCommitment} />
              ) : null}
              <Fact label={t.days} value={course.batchDays} />
            </dl>
            {started ? (
              <p className="mt-4 rounded-lg bg-cream px-3 py-2 text-sm text-ink">
                {t.startedNote(started)}
              </p>
            ) : null}
          </div>
        </CheckoutForm>
        <aside
          aria-label="Price"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24 lg:row-span-2"
        >
          <CheckoutLivePrice mrp={course.mrp} prices={course.prices} serverNow={now} />
          <button
            type="submit"
            form="checkout-form"
            className={buttonClass('primary', 'mt-4 w-full')}
          >
            {t.continue}
          </button>
          <p className="mt-3 text-sm text-muted">{t.secure}</p>
          <p className="mt-4 flex flex-col gap-2 text-sm">
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
        <section
          aria-labelledby="included-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="included-title" className="text-lg font-bold text-ink">
            {t.includes}
          </h2>
          <ul className="mt-3 grid gap-2">
            {included.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                {item}
              </li>
            ))}
          </ul>
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
