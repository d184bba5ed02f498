'use client';

import { Briefcase, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';
import { usePrefersReducedMotion, useRotation } from '@/components/layout/use-rotation';
import type { CareerItem } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { formatInr } from '@/lib/format';

/**
 * The rotating job-title and salary panel (spec §2, §4: every 3 s, wrapping). It pauses on hover,
 * on focus and with its button; with reduced motion it does not rotate, and the list below it
 * names every title.
 */
export function CareerPanel({ careers }: { careers: CareerItem[] }) {
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hover, setHover] = useState(false);
  const reduced = usePrefersReducedMotion();
  const { index } = useRotation(careers.length, 3000, pausedByUser || hover || reduced);
  const c = careers[index]!;
  return (
    <div
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      className="rounded-2xl bg-ink p-6 text-white sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-h-36" aria-live={pausedByUser ? 'polite' : 'off'}>
          <p className="flex items-center gap-2 text-sm text-white/80">
            <Briefcase aria-hidden="true" className="size-4" />
            {index + 1} / {careers.length}
          </p>
          <p
            className="mt-2 font-display text-2xl font-bold sm:text-3xl"
            data-testid="career-title"
          >
            {c.title}
          </p>
          <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-2 sm:gap-6">
            <div>
              <dt className="text-white/80">{t.averageSalary}</dt>
              <dd className="text-lg font-semibold">
                {formatInr(c.avgSalary.min)} – {formatInr(c.avgSalary.max)}
              </dd>
            </div>
            <div>
              <dt className="text-white/80">{t.highestSalary}</dt>
              <dd className="text-lg font-semibold">{formatInr(c.highestSalary)}</dd>
            </div>
          </dl>
        </div>
        <ToggleButton
          pressed={pausedByUser}
          onToggle={() => setPausedByUser((p) => !p)}
          label={pausedByUser ? t.careersPlay : t.careersPause}
          icon={pausedByUser ? Play : Pause}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20"
        />
      </div>
      <p className="mt-4 text-xs text-white/80">{t.careerSource}</p>
    </div>
  );
}
