import { batches } from '@/content/courses-overview';
import { eventIcs } from '@/lib/calendar/ics';
import { slotInstants } from '@/lib/reservations/slots';

/**
 * The calendar file of an enrolment's first class: the cohort's start date in the chosen batch
 * slot (IST), with the course name and nothing personal. Null while the cohort has no date.
 */
export function firstClassIcs(
  e: { reference: string; batch: number; start: string | null; courseTitle: string },
  host: string,
  now = new Date(),
): string | null {
  const slot = batches.slots[e.batch];
  if (!e.start || !slot) return null;
  const at = slotInstants(e.start, slot);
  if (!at) return null;
  return eventIcs(
    {
      product: 'Enrolment',
      uid: `${e.reference}-first-class@${host}`,
      start: at.start,
      end: at.end,
      summary: `First class: ${e.courseTitle}`,
      description: `Your first live class. The joining link comes by e-mail before the class. Enrolment ${e.reference}.`,
      location: 'Online (live class)',
    },
    now,
  );
}
