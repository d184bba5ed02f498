'use client';

import { useState } from 'react';
import type { PriceTier } from '@/content/courses/types';
import { formatInr } from '@/lib/format';
import { useLivePrice } from './use-live-price';

/**
 * A course's current price in one line, for pages that suggest a course (the orientation result,
 * the quizzes). It is computed with the browser's clock, so a page prerendered long ago still shows
 * today's price; it only ever renders after the visitor has taken a step, never in build HTML that
 * hydration would have to match.
 */
export function PriceLine({ mrp, prices }: { mrp: number | null; prices: PriceTier[] }) {
  const [shownAt] = useState(() => Date.now());
  const { state } = useLivePrice({ mrp, prices }, shownAt);
  if (!state) return <span>Fees on request</span>;
  return (
    <span>
      <strong className="text-brand">{formatInr(state.price)}</strong>
      {state.tier ? (
        <>
          {' '}
          <s className="text-muted">{formatInr(state.mrp)}</s> ({state.discountPercent}% off)
        </>
      ) : null}
    </span>
  );
}
