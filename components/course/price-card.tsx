'use client';

import { CalendarDays, Clock, Users } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import type { PriceTier } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { formatDay } from '@/lib/dates';
import { formatInr } from '@/lib/format';
import { CallbackButton } from './callback-button';
import { OfferCountdown } from './offer-countdown';
import { WaitlistButton } from './waitlist-button';
import { useLivePrice } from './use-live-price';

export type CohortFacts = {
  slug: string;
  mrp: number | null;
  prices: PriceTier[];
  cohortNumber: number | null;
  start: string | null;
  end: string | null;
  /** The cohort has begun and still takes learners: its last day to enrol, written out. */
  started: string | null;
  timeCommitment: string;
};

/**
 * The price card (spec §2, §4): price, struck-through mrp, the discount badge, the countdown,
 * cohort, dates, time commitment and 'Enrol Now'. Every line keeps its height whatever the state,
 * so the live switch at a deadline moves nothing (no layout shift). With no cohort on sale
 * (`mrp` null) it says the next cohort's dates are to be announced and offers the waitlist and
 * a callback; there is no 'Enrol Now'.
 */
export function PriceCard({
  course,
  serverNow,
  startText,
  endText,
}: {
  course: CohortFacts;
  serverNow: number;
  startText: string | null;
  endText: string | null;
}) {
  const { state, now } = useLivePrice(course, serverNow);
  const enrol = `/checkout?course=${course.slug}`;
  return (
    <section
      aria-labelledby={`price-${course.slug}`}
      className="rounded-2xl bg-white p-5 text-ink shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id={`price-${course.slug}`}
        className="text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {course.cohortNumber ? t.cohort(course.cohortNumber) : t.nextCohort}
      </h2>
      {state ? (
        <>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1" aria-live="polite">
            <p className="text-4xl font-bold text-brand" data-testid="price">
              {formatInr(state.price)}
            </p>
            <p className={`text-lg text-muted line-through ${state.tier ? '' : 'invisible'}`}>
              <span className="sr-only">{t.was} </span>
              {formatInr(state.mrp)}
            </p>
            <p
              data-testid="discount"
              className={`rounded-full bg-brand px-3 py-0.5 text-sm font-bold text-white ${
                state.discountPercent > 0 ? '' : 'invisible'
              }`}
            >
              {t.off(state.discountPercent)}
            </p>
          </div>
          <p className="mt-2 min-h-6 text-sm font-semibold" data-testid="countdown">
            <OfferCountdown
              state={state}
              now={now}
              otherwise={
                state.tier ? (
                  <span className="text-muted">{t.offerUntil(formatDay(state.tier.end))}</span>
                ) : (
                  <span className="text-muted">{t.noDiscount}</span>
                )
              }
            />
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-2xl font-bold text-brand" data-testid="no-cohort">
            {t.noCohortDates}
          </p>
          <p className="mt-2 min-h-6 text-sm text-muted">{t.noCohortNote}</p>
        </>
      )}
      <ul className="mt-4 grid gap-2 text-sm">
        {startText ? (
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {course.started
              ? t.started(startText, course.started)
              : `${t.starts(startText)}${endText ? ` · ${t.ends(endText)}` : ''}`}
          </li>
        ) : null}
        {course.started ? <li className="text-muted">{t.startedNote}</li> : null}
        {(
          [
            [Clock, course.timeCommitment],
            [Users, t.batchSize],
          ] as const
        ).map(([Icon, text]) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-brand" />
            {text}
          </li>
        ))}
      </ul>
      {state ? (
        <RouteLink href={enrol} className={buttonClass('primary', 'mt-5 w-full py-3')}>
          {t.enrol}
        </RouteLink>
      ) : (
        <div className="mt-5 grid gap-2">
          <WaitlistButton course={course.slug} className={buttonClass('primary', 'w-full py-3')}>
            {t.joinWaitlist}
          </WaitlistButton>
          <CallbackButton course={course.slug} className={buttonClass('outline', 'w-full py-3')}>
            {t.requestCallback}
          </CallbackButton>
        </div>
      )}
    </section>
  );
}
