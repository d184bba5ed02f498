'use client';

import { useEffect, useState } from 'react';
import type { PriceTier } from '@/content/courses/types';
import { priceAt, type PriceState } from '@/lib/courses/pricing';

/**
 * The price at this moment, kept live in the open page: it starts from the server's instant (so
 * the first render matches the HTML), then follows the browser's clock, every second while a
 * countdown shows and otherwise at the next instant the price changes (a tier ends, a countdown
 * starts), without a reload.
 */
export function useLivePrice(
  course: { mrp: number | null; prices: PriceTier[] },
  serverNow: number,
): { state: PriceState | null; now: number } {
  const [now, setNow] = useState(serverNow);
  const state = priceAt(course, now);
  const ticking = !!state && (state.countdown || state.justExpired);
  const next = state?.nextChangeAt ?? null;

  useEffect(() => {
    const sync = () => setNow(Date.now());
    // The browser's clock takes over as soon as the page runs.
    const first = setTimeout(sync, 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (ticking) {
      timer = setInterval(sync, 1000);
    } else if (next !== null) {
      // setTimeout holds at most ~24.8 days; a longer wait re-arms itself.
      timer = setTimeout(sync, Math.min(2 ** 31 - 1, Math.max(0, next - Date.now())));
    }
    return () => {
      clearTimeout(first);
      clearTimeout(timer);
      clearInterval(timer);
    };
  }, [ticking, next]);

  return { state, now };
}
