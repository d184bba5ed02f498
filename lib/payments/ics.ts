import { batches } from '@/content/courses-overview';
import { eventIcs } from '@/lib/calendar/ics';
import { slotInstants } from '@/lib/reservations/slots';

/** The batch's first class as its timetable has it (moved or not), the calendar feed's event. */
export type FirstSession = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  updatedAt: Date;
};

const DESCRIPTION = (reference: string) =>
  `Your first live class. We e-mail you the joining link as soon as the school sets it, and your dashboard shows it. Enrolment ${reference}.`;

/**
 * The calendar file of an enrolment's first class. With the batch's timetable (`first`: its first
 * class not cancelled), the event is that class, with the calendar feed's UID and SEQUENCE
 * (lib/classes/feed.ts), so a learner who adds both sees the class once, and a moved first class
 * moves here too. Before the batch has a timetable: the cohort's start date in the chosen batch
 * slot (IST). The course name and nothing personal. Null while neither is known.
 */
export function firstClassIcs(
  e: { reference: string; batch: number; start: string | null; courseTitle: string },
  host: string,
  now = new Date(),
  first: FirstSession | null = null,
): string | null {
  const common = {
    product: 'Enrolment',
    summary: `First class: ${e.courseTitle}`,
    description: DESCRIPTION(e.reference),
    location: 'Online (live class)',
  };
  if (first) {
    return eventIcs(
      {
        ...common,
        uid: `${first.id}@${host}`,
        start: first.startsAt,
        end: first.endsAt,
        sequence: first.sequence,
        modified: first.updatedAt,
      },
      now,
    );
  }
  const slot = batches.slots[e.batch];
  if (!e.start || !slot) return null;
  const at = slotInstants(e.start, slot);
  if (!at) return null;
  return eventIcs({ ...common, uid: `${e.reference}-first-class@${host}`, ...at }, now);
}
