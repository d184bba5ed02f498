/**
 * The office-hours clock (issue 52, speed to lead): how much office time lies between two instants,
 * and the instant a span of office time ends. Pure: the hours, days and holidays come in (from
 * content/office-hours.ts by default). Days off and holidays do not count; while the school has not
 * set its hours, every hour of a working day counts (Monday to Friday).
 */
import { defaultOfficeDays, officeHours, type OfficeHoursSetting } from '@/content/office-hours';
import { isoWeekday } from '@/lib/classes/plan';
import { addDays, indiaDayStart, todayInIndia } from '@/lib/dates';

export type OfficeClock = {
  /** ISO weekdays the office is open, 1 Monday … 7 Sunday. */
  days: readonly number[];
  /** Minutes after midnight (India) the office opens and closes. */
  opens: number;
  closes: number;
  holidays: ReadonlySet<string>;
};

const MINUTE = 60_000;
/** How far the clock looks: a lead older than this counts as waiting this long at most. */
const MAX_DAYS = 3700;

function minutesOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) throw new Error(`office hours are 'HH:MM', got "${hhmm}"`);
  return Math.min(24 * 60, Number(m[1]) * 60 + Number(m[2]));
}

/** The clock for `hours` (null: whole working days) and `holidays` (India days). */
export function officeClock(
  hours: OfficeHoursSetting | null = officeHours.hours,
  holidays: readonly string[] = officeHours.holidays,
): OfficeClock {
  return {
    days: hours?.days ?? defaultOfficeDays,
    opens: hours ? minutesOf(hours.opens) : 0,
    closes: hours ? minutesOf(hours.closes) : 24 * 60,
    holidays: new Set(holidays),
  };
}

/** The office's open spans [start, end) in epoch ms, from the one that holds or follows `from`. */
function* openSpans(from: number, clock: OfficeClock): Generator<[number, number]> {
  if (clock.closes <= clock.opens || !clock.days.length) return;
  let day = todayInIndia(from);
  for (let i = 0; i < MAX_DAYS; i++, day = addDays(day, 1)) {
    if (!clock.days.includes(isoWeekday(day)) || clock.holidays.has(day)) continue;
    const start = indiaDayStart(day).getTime();
    const open = start + clock.opens * MINUTE;
    const close = start + clock.closes * MINUTE;
    if (close <= from) continue;
    yield [Math.max(open, from), close];
  }
}

/** Office time between `from` and `to`, in ms (0 when `to` is not later). */
export function officeMsBetween(from: number, to: number, clock: OfficeClock = officeClock()) {
  if (to <= from) return 0;
  let total = 0;
  for (const [start, end] of openSpans(from, clock)) {
    if (start >= to) break;
    total += Math.min(end, to) - start;
  }
  return total;
}

/**
 * The instant `ms` of office time after `from` have passed (with 0, the next instant the office
 * is open); null when the office never opens (no days set).
 */
export function addOfficeMs(
  from: number,
  ms: number,
  clock: OfficeClock = officeClock(),
): number | null {
  let left = Math.max(0, ms);
  for (const [start, end] of openSpans(from, clock)) {
    if (end - start >= left) return start + left;
    left -= end - start;
  }
  return null;
}

/** The school's target for a first answer, in ms of office time. */
export const targetMs = (minutes: number = officeHours.targetMinutes) => minutes * MINUTE;

/** '45 min', '2 h 5 min', '3 h': office time as staff read it. */
export function formatOfficeDuration(ms: number): string {
  const total = Math.floor(ms / MINUTE);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
