/**
 * A batch's class sessions as the cohort plans them (pure, no database): one per class day (the
 * cohort's ISO weekdays) from its start date to its end date, at the batch's slot in India. And
 * how a class's time reads: 'Monday 12 January, 7:00-9:30 AM IST'.
 */
import { batches } from '@/content/courses-overview';
import { addDays, formatWeekdayDayMonth, IST_OFFSET_MS } from '@/lib/dates';
import { slotInstants } from '@/lib/reservations/slots';

export type PlannedSession = { day: string; startsAt: Date; endsAt: Date };

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD day. */
export const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A cohort's holiday: its first and last day (YYYY-MM-DD in India, both included). */
export type HolidayRange = { firstDay: string; lastDay: string };

/** Whether `day` falls in one of `holidays`. */
export const onHoliday = (day: string, holidays: readonly HolidayRange[] = []) =>
  holidays.some((h) => h.firstDay <= day && day <= h.lastDay);

/**
 * The days from `start` to `end` (both included) that fall on one of `days`, holidays left out.
 */
export function classDates(
  start: string,
  end: string,
  days: readonly number[],
  holidays: readonly HolidayRange[] = [],
): string[] {
  const wanted = new Set(days);
  const out: string[] = [];
  // A cohort runs months, not years: the bound stops a typo from looping for ever.
  for (let d = start, n = 0; d <= end && n < 800; d = addDays(d, 1), n++) {
    if (wanted.has(isoWeekday(d)) && !onHoliday(d, holidays)) out.push(d);
  }
  return out;
}

/** The instant a time of day (minutes after midnight IST) falls on a day in India. */
export const atIndiaTime = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000);

/** A class of a batch at `slot` on `day`: its start and end instants (null: no such slot). */
export function plannedSession(day: string, slot: number): PlannedSession | null {
  const label = batches.slots[slot];
  const at = label ? slotInstants(day, label) : null;
  return at ? { day, startsAt: at.start, endsAt: at.end } : null;
}

/**
 * Every class of a batch at `slot` of a cohort (none on its holidays): its day and its start and
 * end instants.
 */
export function plannedSessions(
  cohort: {
    startDate: string;
    endDate: string;
    classDays: readonly number[];
    holidays?: readonly HolidayRange[];
  },
  slot: number,
): PlannedSession[] {
  if (!batches.slots[slot]) return [];
  return classDates(cohort.startDate, cohort.endDate, cohort.classDays, cohort.holidays).flatMap(
    (day) => {
      const p = plannedSession(day, slot);
      return p ? [p] : [];
    },
  );
}

/** The week of the cohort (1 from its start date) a day in India falls in. */
export function weekOf(startDate: string, day: string): number {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000,
  );
  return Math.max(1, Math.floor(days / 7) + 1);
}

/** A day and time in India: '2027-01-12' and 420 (7:00) for an instant. */
export function indiaParts(at: Date): { day: string; minutes: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    day: ist.toISOString().slice(0, 10),
    minutes: ist.getUTCHours() * 60 + ist.getUTCMinutes(),
  };
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  return { text: `${h % 12 || 12}:${m}`, half: h < 12 ? 'AM' : 'PM' };
};

/** '7:00-9:30 AM', '10:00 AM-12:30 PM': a class's hours in India, as the slots are written. */
export function hoursText(startsAt: Date, endsAt: Date): string {
  const a = clock(indiaParts(startsAt).minutes);
  const b = clock(indiaParts(endsAt).minutes);
  return a.half === b.half
    ? `${a.text}-${b.text} ${b.half}`
    : `${a.text} ${a.half}-${b.text} ${b.half}`;
}

/** 'Monday 12 January, 7:00-9:30 AM IST'. */
export const classTimeText = (s: { startsAt: Date; endsAt: Date }) =>
  `${formatWeekdayDayMonth(s.startsAt)}, ${hoursText(s.startsAt, s.endsAt)} IST`;
