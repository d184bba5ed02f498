import { z } from 'zod/mini';
import { currentLevelOptions, goalOptions } from '@/content/learner-options';
import { reservationRules } from '@/content/reservations';
import { formObject, formSignals, listChoice, text } from './common';
import { addDays, isIsoDate, senderFields, senderMessages, todayInIndia } from './fields';

export { bookableDates } from '@/lib/reservations/slots';

export const reservationMessages = {
  ...senderMessages,
  level: 'Choose your current level',
  goal: 'Choose your goal',
  date: 'Choose a day',
  dateInvalid: 'Day must be a date (YYYY-MM-DD)',
  dateRange: `Choose a day in the next ${reservationRules.daysAhead} days`,
  dateClosed: 'There are no sessions on Sundays. Please choose another day',
  slot: 'Choose a time slot',
} as const;

const r = reservationMessages;

/** What POST /api/reservations accepts (and the form validates with). */
export const reservationSchema = formObject({
  ...senderFields,
  level: listChoice('Level', r.level, currentLevelOptions),
  goal: listChoice('Goal', r.goal, goalOptions),
  date: text({ label: 'Day', required: r.date, max: 10 }).check(
    z.refine((v) => v === '' || isIsoDate(v), r.dateInvalid),
    z.refine((v) => {
      if (!isIsoDate(v)) return true;
      const today = todayInIndia();
      return v > today && v <= addDays(today, reservationRules.daysAhead);
    }, r.dateRange),
    z.refine(
      (v) =>
        !isIsoDate(v) ||
        !reservationRules.closedWeekdays.includes(new Date(`${v}T00:00:00Z`).getUTCDay()),
      r.dateClosed,
    ),
  ),
  slot: listChoice('Time slot', r.slot, reservationRules.slots, 40),
  ...formSignals,
});
export type ReservationInput = z.infer<typeof reservationSchema>;
