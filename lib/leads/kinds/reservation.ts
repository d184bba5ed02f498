import { z } from 'zod/mini';
import { defineLeadKind, senderColumns, senderLines } from './define-lead-kind';
import { reservationSchema } from '@/lib/validation/reservation';
import { formatDayWithWeekday, isIsoDate } from '@/lib/dates';

/** /ReserveSessionPage: a free counselling/demo session; its seat is a Reservation row. */
export const reservationLead = defineLeadKind({
  kind: 'reservation',
  label: 'free session reservation',
  input: reservationSchema,
  details: z.object({ date: z.string(), slot: z.string(), level: z.string(), goal: z.string() }),
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      subject: `Free session ${i.date}, ${i.slot} IST`,
    },
    details: { date: i.date, slot: i.slot, level: i.level, goal: i.goal },
  }),
  mailLines: (l) => [
    ...senderLines(l),
    ['Day', isIsoDate(l.details.date) ? formatDayWithWeekday(l.details.date) : l.details.date],
    ['Slot (IST)', l.details.slot],
    ['Level', l.details.level],
    ['Goal', l.details.goal],
  ],
});
