/**
 * Number formatting shared by server and client components. Pure and locale-pinned, so the server
 * HTML and the first client render always agree (no hydration mismatch).
 */
import type { Stat } from '@/content/types';

const COMPACT_UNITS = [
  { size: 1_000_000_000, unit: 'B' },
  { size: 1_000_000, unit: 'M' },
  { size: 1_000, unit: 'K' },
] as const;

/**
 * A channel count abbreviated with K, M or B, at most one decimal and a '+' (spec §9): 20000 →
 * '20K+', 1840000 → '1.8M+', 196 → '196+'. The decimal is truncated, not rounded, so the '+' stays
 * true (1,890,000 is '1.8M+', never '1.9M+'); plain arithmetic rather than `Intl`'s compact
 * notation keeps the output identical in every runtime.
 */
export function formatCompactCount(n: number): string {
  const whole = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  for (const { size, unit } of COMPACT_UNITS) {
    if (whole >= size) {
      const tenths = Math.floor((whole * 10) / size);
      const decimal = tenths % 10;
      return `${Math.floor(tenths / 10)}${decimal ? `.${decimal}` : ''}${unit}+`;
    }
  }
  return `${whole}+`;
}

/**
 * A whole number with Indian digit grouping (en-IN): the last three digits, then pairs
 * (500000 → '5,00,000'); rounded half away from zero, as `Intl.NumberFormat` does. Plain
 * arithmetic, not `Intl`: in the browser the first en-IN NumberFormat costs 30-45 ms of ICU set-up
 * (measured in Chromium), paid inside the landing page's hydration by the 'Numbers Speak' counters.
 */
function groupIndian(n: number): string {
  const rounded = Math.round(Math.abs(n));
  const digits = Number.isFinite(rounded) ? String(rounded) : '0';
  const sign = n < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Indian rupees with no decimals (spec §9): 16499 → '₹16,499', 500000 → '₹5,00,000'. */
export function formatInr(n: number): string {
  const grouped = groupIndian(n);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** A 'Numbers Speak' figure: prefix + value with en-IN grouping + suffix ('$1,000', '35k+'). */
export function formatStat(stat: Pick<Stat, 'prefix' | 'suffix'>, value: number): string {
  return `${stat.prefix ?? ''}${groupIndian(value)}${stat.suffix}`;
}
