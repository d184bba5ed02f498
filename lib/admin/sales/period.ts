// The sales report's period and grouping, read from the URL (pure): India days, presets, and the
// key a day falls under when grouped by day, month or financial year (April to March).
import { salesText } from '@/content/sales';
import {
  addDays,
  financialYearDays,
  financialYearOf,
  formatDay,
  isIsoDate,
  todayInIndia,
} from '@/lib/dates';

export const GROUPINGS = ['day', 'month', 'fy'] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const PRESETS = ['this-month', 'last-month', 'this-fy', 'last-fy'] as const;
export type Preset = (typeof PRESETS)[number];

export type Period = {
  /** India days, inclusive. */
  from: string;
  to: string;
  grouping: Grouping;
  /** Why the days asked for were not used (one sentence), or null. */
  error: string | null;
};

const lastDayOfMonth = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A preset's first and last India days, seen from `today`. */
export function presetDays(preset: Preset, today: string): [string, string] {
  const month = today.slice(0, 7);
  if (preset === 'this-month') return [`${month}-01`, lastDayOfMonth(month)];
  if (preset === 'last-month') {
    const last = addDays(`${month}-01`, -1).slice(0, 7);
    return [`${last}-01`, lastDayOfMonth(last)];
  }
  const fy = financialYearOf(today);
  if (preset === 'this-fy') return financialYearDays(fy);
  return financialYearDays(financialYearOf(addDays(financialYearDays(fy)[0], -1)));
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '');
const MAX_DAYS = 3660;

/**
 * The period in the URL: `preset`, or `from` and `to` (India days), and `group`. With none, this
 * month by day; days that are not real, backwards or more than ten years apart give this month
 * and a sentence saying why.
 */
export function parsePeriod(
  params: Record<string, string | string[] | undefined>,
  now = Date.now(),
): Period {
  const today = todayInIndia(now);
  const group = one(params.group);
  const grouping: Grouping = (GROUPINGS as readonly string[]).includes(group)
    ? (group as Grouping)
    : 'day';
  const preset = one(params.preset);
  const fallback = (error: string | null): Period => {
    const [from, to] = presetDays('this-month', today);
    return { from, to, grouping, error };
  };
  if ((PRESETS as readonly string[]).includes(preset)) {
    const [from, to] = presetDays(preset as Preset, today);
    return { from, to, grouping, error: null };
  }
  const from = one(params.from);
  const to = one(params.to);
  if (!from && !to) return fallback(null);
  if (!isIsoDate(from) || !isIsoDate(to)) return fallback(salesText.badDay);
  if (from > to) return fallback(salesText.backwards);
  if (Date.parse(to) - Date.parse(from) > MAX_DAYS * 86_400_000) {
    return fallback(salesText.tooLong);
  }
  return { from, to, grouping, error: null };
}

/** The query string of a period (for the CSV links). */
export const periodQuery = (p: Pick<Period, 'from' | 'to' | 'grouping'>) =>
  new URLSearchParams({ from: p.from, to: p.to, group: p.grouping }).toString();

/** The key an India day is grouped under: the day, 'YYYY-MM', or the financial year '2026-27'. */
export function periodKey(day: string, grouping: Grouping): string {
  if (grouping === 'day') return day;
  if (grouping === 'month') return day.slice(0, 7);
  return financialYearOf(day);
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '2026-04-01' → '1 April 2026'; '2026-04' → 'Apr 2026'; '2026-27' → 'FY 2026-27'. */
export function periodLabel(key: string, grouping: Grouping): string {
  if (grouping === 'day') return formatDay(key);
  if (grouping === 'month') return `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return `FY ${key}`;
}
