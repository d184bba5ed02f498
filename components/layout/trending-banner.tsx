'use client';

import { useState } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { trendingLabel, trendingLinks } from '@/content/navigation';
import { ROTATION_MS } from '@/lib/rotation';
import { usePrefersReducedMotion, useRotation } from './use-rotation';

/**
 * 'Trending Now' (spec §2, §4): advances every 3 s with wrap-around; arrows wrap too. Rotation
 * pauses while hovered or focused and has a pause/play control (WCAG 2.2.2); with reduced motion
 * it does not advance by itself.
 */
export function TrendingBanner() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const auto = !stopped && !reduced;
  const { index, go } = useRotation(trendingLinks.length, ROTATION_MS, !auto || hovered || focused);
  const current = trendingLinks[index]!;
  const btn =
    'grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Trending now"
      className="bg-brand text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      }}
    >
      <div className="container-page flex min-h-10 items-center gap-2 text-sm">
        <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-brand uppercase">
          {trendingLabel}
        </span>
        <button
          type="button"
          className={btn}
          onClick={() => go(-1)}
          aria-label="Previous trending link"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <div className="min-w-0 flex-1 text-center" aria-live={auto ? 'off' : 'polite'}>
          <RouteLink
            key={current.href}
            href={current.href}
            className="block truncate py-1 font-semibold underline-offset-4 hover:underline focus-visible:outline-white"
          >
            {current.label}
          </RouteLink>
          <span className="sr-only">
            {' '}
            ({index + 1} of {trendingLinks.length})
          </span>
        </div>
        <button type="button" className={btn} onClick={() => go(1)} aria-label="Next trending link">
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={btn}
          onClick={() => setStopped((s) => !s)}
          aria-label={auto ? 'Pause trending links' : 'Play trending links'}
          aria-pressed={!auto}
        >
          {auto ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </div>
  );
}
