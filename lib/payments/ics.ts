import { contactLine, site } from '@/content/site';
import { batches } from '@/content/courses-overview';
import { icsEscape, icsFold, icsTime } from '@/lib/reservations/ics';
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
  const questions = contactLine();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(site.name)}//Enrolment//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.reference}-first-class@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(at.start)}`,
    `DTEND:${icsTime(at.end)}`,
    `SUMMARY:${icsEscape(`First class: ${e.courseTitle} (${site.name})`)}`,
    `DESCRIPTION:${icsEscape(`Your first live class. The joining link comes by e-mail before the class. Enrolment ${e.reference}.${questions ? ` Questions: ${questions}.` : ''}`)}`,
    'LOCATION:Online (live class)',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}
