/**
 * Course pricing for an instant: pure, shared by the pages (server HTML and the browser's live
 * price card) and the server steps that take money (which recompute it and never trust a browser).
 * @see spec §4 "Active price tier", §9 (countdown 3 days before a tier ends, rupees, no decimals)
 */
import type { PriceTier } from '@/content/courses/types';
import { indiaInstant } from '@/lib/dates';

export const COUNTDOWN_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** How long 'The event has expired!' shows after a tier ends, before the next price. */
export const EXPIRED_NOTICE_MS = 2000;

/** The instant a tier ends: 23:59:59.999 in India on its `end` date (YYYY-MM-DD). */
export function tierEndsAt(end: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(end);
  if (!m) throw new Error(`a tier's end must be a YYYY-MM-DD date, got "${end}"`);
  return indiaInstant(end, '23:59:59.999').getTime();
}

export type PriceState = {
  /** What the learner pays now, in rupees. */
  price: number;
  mrp: number;
  /** The active tier, or null: no discount, the price is the mrp. */
  tier: PriceTier | null;
  /** The badge's whole percent (rounded down); 0: no badge. */
  discountPercent: number;
  /** When the active tier ends (epoch ms), or null. */
  endsAt: number | null;
  /** Whether the per-second countdown shows (the tier ends within 3 days). */
  countdown: boolean;
  /** A tier ended less than EXPIRED_NOTICE_MS ago: the card says so before the new price. */
  justExpired: boolean;
  /** The next instant the card changes without a tick (a countdown starts, a tier ends), or null. */
  nextChangeAt: number | null;
};

/**
 * The price at `now` (epoch ms). The active tier is the one whose end is in the future and
 * nearest; with none, there is no discount and the price is the mrp. Null when the course has no
 * mrp (fees on request).
 */
export function priceAt(
  course: { mrp: number | null; prices: PriceTier[] },
  now: number,
): PriceState | null {
  if (course.mrp === null) return null;
  const ends = course.prices.map((tier) => ({ tier, endsAt: tierEndsAt(tier.end) }));
  const active = ends.filter((t) => t.endsAt >= now).sort((a, b) => a.endsAt - b.endsAt)[0];
  const justExpired = ends.some((t) => t.endsAt < now && now - t.endsAt <= EXPIRED_NOTICE_MS);
  const upcoming = ends
    .flatMap((t) => [
      t.endsAt - COUNTDOWN_WINDOW_MS,
      t.endsAt + 1,
      t.endsAt + EXPIRED_NOTICE_MS + 1,
    ])
    .filter((at) => at > now);
  const nextChangeAt = upcoming.length ? Math.min(...upcoming) : null;
  if (!active) {
    return {
      price: course.mrp,
      mrp: course.mrp,
      tier: null,
      discountPercent: 0,
      endsAt: null,
      countdown: false,
      justExpired,
      nextChangeAt,
    };
  }
  return {
    price: active.tier.effectivePrice,
    mrp: course.mrp,
    tier: active.tier,
    discountPercent: Math.max(0, Math.floor(active.tier.discount)),
    endsAt: active.endsAt,
    countdown: active.endsAt - now <= COUNTDOWN_WINDOW_MS,
    justExpired,
    nextChangeAt,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown's text for the time left: 'hh h:mm m:ss s' (hours may pass 24 within 3 days). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad(h)} h:${pad(m)} m:${pad(s)} s`;
}
