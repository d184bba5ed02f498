'use client';

import { useState } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { ChevronLeft, ChevronRight, Pause, Play, TrendingUp } from 'lucide-react';
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
  const btn =
    'grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white';
  const label = 'col-start-1 row-start-1 self-center py-1 leading-tight font-semibold text-balance';

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
      {/* Its height is the header's sticky offset (header.tsx): keep the two in step. */}
      <div className="container-page flex min-h-11 items-center gap-1 text-sm sm:min-h-10 sm:gap-2">
        {/* Below 640 px the label is an icon (its words for screen readers), leaving the width
            to the course level and name. */}
        <span className="grid shrink-0 place-items-center rounded-full bg-white p-1 text-xs font-bold tracking-wide text-brand uppercase sm:px-2 sm:py-0.5">
          <TrendingUp aria-hidden="true" className="size-4 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{trendingLabel}</span>
        </span>
        <button
          type="button"
          className={btn}
          onClick={() => go(-1)}
          aria-label="Previous trending link"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        {/*
          The course level and name must stay readable on a phone: the label wraps rather than
          being cut. All three labels share one grid cell (the others invisible), so the banner is
          as tall as the longest and does not change height, moving the page, as it rotates.
        */}
        <div className="grid min-w-0 flex-1 text-center" aria-live={auto ? 'off' : 'polite'}>
          {trendingLinks.map((link, i) =>
            i === index ? (
              <RouteLink
                key={link.href}
                href={link.href}
                className={`${label} underline-offset-4 hover:underline focus-visible:outline-white`}
              >
                {link.label}
              </RouteLink>
            ) : (
              <span key={link.href} aria-hidden="true" className={`${label} invisible`}>
                {link.label}
              </span>
            ),
          )}
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
