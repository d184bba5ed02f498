// The 'Schedule next cohort' form's first values, from the course's latest cohort. Pure.
import { batches as batchSchedule } from '@/content/courses-overview';
import { parseClassDays, type CohortRow } from '@/lib/courses/offer';
import { addDays } from '@/lib/dates';
import type { CohortFormValues } from '@/lib/validation/cohort';

/** A stored cohort with its tiers and batches (amounts in paise). */
export type StoredCohort = Omit<CohortRow, 'id' | 'course' | 'status'>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * How many days the next cohort's dates move from the latest one's: its length (start to end,
 * both days counted) rounded up to whole weeks, so the next cohort starts on the same weekday, the
 * Monday after a Monday-to-Friday cohort ends, say; then more whole weeks while any of its dates
 * (start, last day to enrol, a tier's last day) would not be after `today`, so that a course whose
 * last cohort ended long ago gets a form with every date ahead.
 */
export function nextCohortShift(
  latest: Pick<StoredCohort, 'startDate' | 'endDate' | 'enrolUntil' | 'tiers'>,
  today: string,
) {
  const length = Math.max(1, daysBetween(latest.startDate, latest.endDate) + 1);
  let shift = Math.ceil(length / 7) * 7;
  const earliest = [
    latest.startDate,
    latest.enrolUntil,
    ...latest.tiers.map((t) => t.lastDay),
  ].sort()[0]!;
  const behind = daysBetween(addDays(earliest, shift), today);
  if (behind >= 0) shift += (Math.floor(behind / 7) + 1) * 7;
  return shift;
}

/** A stored cohort as the editor shows it (whole rupees). */
export function cohortValues(c: StoredCohort): CohortFormValues {
  return {
    number: String(c.number),
    startDate: c.startDate,
    endDate: c.endDate,
    enrolUntil: c.enrolUntil,
    listPrice: String(c.listPricePaise / 100),
    classDays: parseClassDays(c.classDays),
    timeCommitment: c.timeCommitment,
    tiers: [...c.tiers]
      .sort((a, b) => a.lastDay.localeCompare(b.lastDay))
      .map((t) => ({ price: String(t.pricePaise / 100), lastDay: t.lastDay })),
    batches: [...c.batches]
      .sort((a, b) => a.slot - b.slot)
      .map((b) => ({ id: b.id, slot: String(b.slot), capacity: String(b.capacity), open: b.open })),
  };
}

/** Capacity of a new batch when there is no cohort to copy (the spec's largest batch). */
export const DEFAULT_CAPACITY = 15;

/**
 * The next cohort's form: the latest cohort's number + 1, its dates and tiers' last days moved by
 * nextCohortShift, the same prices, class days and batches (slots and capacities, all open). With
 * no cohort yet: empty dates and prices, Monday to Saturday, the five slots of 15 seats.
 */
export function nextCohortValues(latest: StoredCohort | null, today: string): CohortFormValues {
  if (!latest) {
    return {
      number: '1',
      startDate: '',
      endDate: '',
      enrolUntil: '',
      listPrice: '',
      classDays: [1, 2, 3, 4, 5, 6],
      timeCommitment: '',
      tiers: [],
      batches: batchSchedule.slots.map((_, slot) => ({
        id: '',
        slot: String(slot),
        capacity: String(DEFAULT_CAPACITY),
        open: true,
      })),
    };
  }
  const shift = nextCohortShift(latest, today);
  const v = cohortValues(latest);
  return {
    ...v,
    number: String(latest.number + 1),
    startDate: addDays(latest.startDate, shift),
    endDate: addDays(latest.endDate, shift),
    enrolUntil: addDays(latest.enrolUntil, shift),
    tiers: v.tiers.map((t) => ({ ...t, lastDay: addDays(t.lastDay, shift) })),
    batches: v.batches.map((b) => ({ ...b, id: '', open: true })),
  };
}
