/**
 * A cohort's class days in words: 'Monday to Saturday' for a run of days, else a list
 * ('Monday, Tuesday, Thursday and Friday'). ISO weekdays, 1 Monday ... 7 Sunday.
 */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function classDaysText(days: readonly number[]): string {
  const names = [...new Set(days)]
    .filter((d) => d >= 1 && d <= 7)
    .sort((a, b) => a - b)
    .map((d) => WEEKDAYS[d - 1]!);
  if (!names.length) return '';
  if (names.length === 1) return names[0]!;
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const run = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (run && names.length >= 3) return `${names[0]} to ${names[names.length - 1]}`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
