// Dates and times in India, the site's one place for them: calendar days as YYYY-MM-DD strings
// (no library: India has one offset, no DST), and every date and time the site prints (en-IN, in
// India's time). lib/format.ts is for numbers and rupees.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** India's offset from UTC, +05:30 all year. */
export const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India (Asia/Kolkata), YYYY-MM-DD. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in India: 2026-11-22T14:05:09+05:30 (the staff's CSV exports). */
export function istIso(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return ist.toISOString().replace(/\.\d{3}Z$/, '+05:30');
}

/** A formatter made on its first use: in the browser the first en-IN one costs ICU set-up. */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (d: Date) => (format ??= new Intl.DateTimeFormat('en-IN', options)).format(d);
};

/** "22 Nov 2026" in India. */
export const formatDate = lazyFormat({ dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** "22 November 2026" in India. */
export const formatLongDate = lazyFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026, 4:05 pm" in India. */
export const formatDateTime = lazyFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const dayLong = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayWithWeekday = lazyFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-07-07' → '7 July 2025': a calendar day (a course's start, a post's date). */
export const formatDay = (date: string) => dayLong(new Date(`${date}T00:00:00Z`));

/** '2026-12-01' → 'Tuesday, 1 December 2026' (a reserved session's day). */
export const formatDayWithWeekday = (date: string) => dayWithWeekday(new Date(`${date}T00:00:00Z`));

const weekdayDayMonth = lazyFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});

/** 'Monday 12 January' in India (a class's day), without the comma en-IN puts after the weekday. */
export const formatWeekdayDayMonth = (d: Date) => weekdayDayMonth(d).replace(',', '');

let shortDayTime: Intl.DateTimeFormat | undefined;

/** '2 Dec, 4:41 PM IST': an instant as staff read it in an e-mail (India time, no year). */
export function formatStaffTime(d: Date): string {
  shortDayTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });
  const parts = shortDayTime.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} IST`;
}

const dayMonthYear = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-02' → '2 Dec 2026': a calendar day in a staff e-mail. */
export const formatShortDay = (date: string) => dayMonthYear(new Date(`${date}T00:00:00Z`));

/** The India day an instant falls on, YYYY-MM-DD. */
export const indiaDayOf = (d: Date) => todayInIndia(d.getTime());

/** The instant an India day begins: '2026-04-01' → 2026-03-31T18:30:00Z. */
export const indiaDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/**
 * The instant of a time of day in India: ('2026-04-01', '09:00') → 2026-04-01T03:30:00Z. `time`
 * is HH:MM, HH:MM:SS or HH:MM:SS.mmm; a malformed day or time gives an Invalid Date.
 */
export const indiaInstant = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}Z`) - IST_OFFSET_MS);

/**
 * The financial year (April to March, India) a day falls in, as the tax documents write it:
 * '2027-03-31' → '2026-27', '2027-04-01' → '2027-28'.
 */
export function financialYearOf(day: string): string {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A financial year's first and last India days: '2026-27' → ['2026-04-01', '2027-03-31']. */
export function financialYearDays(fy: string): [string, string] {
  const start = Number(fy.slice(0, 4));
  return [`${start}-04-01`, `${start + 1}-03-31`];
}

const timeOfDay = lazyFormat({
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '10:30 AM': an instant's time of day in India. */
export const formatIndiaTime = (d: Date) => timeOfDay(d).toUpperCase();
