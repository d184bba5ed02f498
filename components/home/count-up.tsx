'use client';

import { useEffect, useRef, useState } from 'react';
import type { Stat } from '@/content/types';
import { COUNT_UP_DURATION_MS, countUpValue } from '@/lib/count-up';
import { formatStat } from '@/lib/format';

/**
 * A 'Numbers Speak' figure that counts up from zero the first time it scrolls into view (spec §4).
 *
 * The server HTML and the first client render hold the final figure, so it is there without
 * JavaScript and for crawlers; only the observer sends it back to 0. Screen readers get the final
 * figure from the sr-only copy and never hear the intermediate numbers. An invisible copy of the
 * final figure, stacked in the same grid cell, reserves its width so counting never moves the
 * layout.
 */
export function CountUp({
  stat,
  durationMs = COUNT_UP_DURATION_MS,
}: {
  stat: Stat;
  durationMs?: number;
}) {
  const target = stat.value;
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let started = false;
    let finished = false;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        // Once only: a second intersection never restarts the count.
        if (started || !entries.some((entry) => entry.isIntersecting)) return;
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setValue(countUpValue(target, elapsed, durationMs));
          if (elapsed < durationMs) frame = requestAnimationFrame(tick);
          else finished = true;
        };
        setValue(0);
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      // Never leave a half-counted figure behind.
      if (started && !finished) setValue(target);
    };
  }, [target, durationMs]);

  const final = formatStat(stat, target);
  return (
    <>
      <span className="sr-only">{final}</span>
      <span ref={ref} aria-hidden="true" className="inline-grid tabular-nums">
        <span className="invisible col-start-1 row-start-1">{final}</span>
        <span data-count-up-value="" className="col-start-1 row-start-1">
          {formatStat(stat, value)}
        </span>
      </span>
    </>
  );
}
