'use client';

/**
 * The orientation test's result: the level, its blocks, the suggested course and the form to
 * confirm it.
 */
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlacementResultForm } from '@/components/forms/placement-result-form';
import type { CourseSlug } from '@/content/course-catalogue';
import { suggestedCourse } from '@/content/practice/courses';
import {
  bandDescriptions,
  blockPassMark,
  resultText,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { selfAssessedLevel, type OrientationResult } from '@/lib/practice/orientation';
import { Indicative, RestartButton } from './orientation-steps';
import type { Saved } from './orientation-store';
import { StepHeading } from './step-heading';
import { panelClass } from './panel';

export function Result({
  result,
  saved,
  prices,
  headingRef,
  onRestart,
}: {
  result: OrientationResult;
  saved: Saved;
  prices: Partial<Record<CourseSlug, ReactNode>>;
  headingRef: React.RefObject<HTMLElement | null>;
  onRestart: () => void;
}) {
  const band = bandDescriptions[result.band];
  const course = suggestedCourse(result.course);
  const self = selfAssessedLevel(selfAssessment, saved.self);
  return (
    <section aria-labelledby="ot-result" className="grid gap-6">
      <div className={panelClass}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            {resultText.heading}
          </p>
          <RestartButton onRestart={onRestart} />
        </div>
        <StepHeading
          id="ot-result"
          headingRef={headingRef}
          className="mt-1 scroll-mt-40 font-display text-3xl font-bold text-brand outline-none sm:text-4xl"
        >
          {band.title}
        </StepHeading>
        <Indicative />
        <h3 className="mt-6 font-semibold text-ink">{resultText.blocksHeading}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {result.blocks.map((b) => (
            <li
              key={b.level}
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
                b.passed
                  ? 'bg-emerald-50 text-emerald-900 ring-emerald-300'
                  : 'bg-amber-50 text-amber-900 ring-amber-300'
              }`}
            >
              {b.level}: {b.correct} of {b.total} {b.passed ? 'passed' : '(stopped here)'}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          {self
            ? resultText.selfRated(self)
            : saved.self.length
              ? resultText.selfRatedPartial
              : resultText.selfRatedNone}{' '}
          A block is passed with {blockPassMark} correct answers.
        </p>
        <h3 className="mt-6 font-semibold text-ink">{resultText.canDoHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
          {band.canDo.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl bg-cream p-6 ring-1 ring-ink/10 sm:p-8">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
          {resultText.courseHeading}
        </h3>
        <p className="mt-1 font-display text-2xl font-bold text-ink">{course.title}</p>
        <p className="mt-2 leading-relaxed">{band.next}</p>
        <div className="mt-3">{prices[course.slug]}</div>
        <RouteLink href={course.href} className={buttonClass('primary', 'mt-4 px-8 py-3')}>
          {resultText.courseLink}
          <span className="sr-only">: {course.title}</span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </RouteLink>
      </div>
      <div className={panelClass}>
        <h3 className="font-display text-2xl font-bold text-ink">{resultText.confirmHeading}</h3>
        <p className="mt-2 mb-5 leading-relaxed text-muted">{resultText.confirmIntro}</p>
        <PlacementResultForm answers={saved.answers} selfAssessment={saved.self} />
      </div>
    </section>
  );
}
