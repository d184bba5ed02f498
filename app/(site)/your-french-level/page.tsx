import type { Metadata } from 'next';
import { CallbackButton, CallbackProvider } from '@/components/course/callback-button';
import { buttonClass } from '@/components/ui/button';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteLink } from '@/components/ui/route-link';
import { levelCourses, programmes } from '@/content/courses';
import { finderText as t } from '@/content/courses/finder-text';
import { formatDay } from '@/lib/dates';
import type { Audience } from '@/content/courses/types';
import { currentCohorts } from '@/lib/courses/cohorts';
import { priceAt } from '@/lib/courses/pricing';
import { formatInr } from '@/lib/format';
import { contentMetadata } from '@/lib/metadata';
import { requestTime } from '@/lib/request-time';
import { pageListLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(t, '/your-french-level');

type Card = {
  slug: string;
  title: string;
  level: string;
  audience: string;
  audiences: Audience[];
  duration: string;
  format: string;
  nextCohort: string | null;
  /** A level course with no cohort on sale: dates and fees come with the next cohort. */
  waitlist: boolean;
  price: number | null;
  mrp: number | null;
  href: string | null;
};

// /your-french-level[?for=adults|kids|exam]: every course as a card, with its live price. The
// filter chips are links, so they work without JavaScript; rendered per request (prices).
export default async function CourseFinder({
  searchParams,
}: {
  searchParams: Promise<{ for?: string | string[] }>;
}) {
  const now = await requestTime();
  const cohorts = await currentCohorts(now);
  const { for: f } = await searchParams;
  const filter = t.filters.find((x) => x.value === f)?.value ?? 'all';
  const cards: Card[] = [
    ...levelCourses.map((c) => {
      const cohort = cohorts.get(c.slug);
      return {
        slug: c.slug,
        title: c.courseName,
        level: c.heading,
        audience: c.audience,
        audiences: [
          'adults',
          ...(c.level === 'B1' || c.level === 'B2' ? (['exam'] as const) : []),
        ] as Audience[],
        duration: c.duration,
        format: 'Live online classes',
        nextCohort: cohort?.start ?? null,
        waitlist: !cohort,
        price: cohort ? (priceAt(cohort, now)?.price ?? null) : null,
        mrp: cohort?.mrp ?? null,
        href: c.href,
      };
    }),
    ...programmes.map((p) => ({
      slug: p.slug,
      title: p.title,
      level: p.levels,
      audience: p.audience,
      audiences: p.audiences,
      duration: p.duration,
      format: p.format,
      nextCohort: p.nextCohort,
      waitlist: false,
      price: p.mrp,
      mrp: p.mrp,
      href: p.href,
    })),
  ];
  const shown = filter === 'all' ? cards : cards.filter((c) => c.audiences.includes(filter));
  return (
    <CallbackProvider>
      <JsonLd
        data={pageListLd(cards.flatMap((c) => (c.href ? [{ name: c.title, path: c.href }] : [])))}
      />
      <section className="bg-cream px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h1 className="font-display text-4xl font-bold text-brand sm:text-5xl">{t.heading}</h1>
          <p className="mt-4 max-w-3xl text-lg text-ink">{t.intro}</p>
          <RouteLink
            href="/orientation-test"
            className="mt-4 inline-block font-semibold text-brand underline underline-offset-4"
          >
            {t.notSure} →
          </RouteLink>
          <nav aria-label={t.filterLabel} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {t.filters.map((x) => (
                <li key={x.value}>
                  <RouteLink
                    href={
                      x.value === 'all' ? '/your-french-level' : `/your-french-level?for=${x.value}`
                    }
                    aria-current={filter === x.value ? 'page' : undefined}
                    scroll={false}
                    className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold ${
                      filter === x.value
                        ? 'border-brand bg-brand text-white'
                        : 'border-brand bg-white text-brand hover:bg-brand-light'
                    }`}
                  >
                    {x.label}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <section aria-label={t.title} className="bg-white px-4 py-12">
        <ul className="mx-auto grid max-w-6xl gap-5 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li
              key={c.slug}
              className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">{c.level}</p>
              <h2 className="mt-1 font-display text-2xl font-bold text-ink">{c.title}</h2>
              <p className="mt-2 text-muted">{c.audience}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold text-muted">{t.duration}</dt>
                <dd className="text-ink">{c.duration}</dd>
                <dt className="font-semibold text-muted">{t.format}</dt>
                <dd className="text-ink">{c.format}</dd>
                <dt className="font-semibold text-muted">{t.nextCohort}</dt>
                <dd className="text-ink">
                  {c.nextCohort
                    ? formatDay(c.nextCohort)
                    : c.waitlist
                      ? t.cohortTba
                      : t.cohortOnRequest}
                </dd>
                <dt className="font-semibold text-muted">{t.price}</dt>
                <dd className="font-bold text-brand">
                  {c.price !== null
                    ? formatInr(c.price)
                    : c.waitlist
                      ? t.feesWithCohort
                      : t.feesOnRequest}
                </dd>
              </dl>
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                {c.href ? (
                  <RouteLink href={c.href} className={buttonClass('primary', 'py-2')}>
                    {t.viewCourse}
                    <span className="sr-only">: {c.title}</span>
                  </RouteLink>
                ) : null}
                <CallbackButton course={c.slug} className={buttonClass('outline', 'py-2')}>
                  {t.requestCallback}
                  <span className="sr-only"> about {c.title}</span>
                </CallbackButton>
              </div>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? <p className="text-center text-muted">{t.none}</p> : null}
      </section>
    </CallbackProvider>
  );
}
