import { contactLine, site } from '@/content/site';

/**
 * The site's one iCalendar writer (RFC 5545): a file of one published event, for a reserved
 * session (lib/reservations/ics.ts) and an enrolment's first class (lib/payments/ics.ts).
 */

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const icsEscape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space. */
function icsFold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (parts.length ? 74 : 75));
    // never cut a UTF-8 sequence: back off continuation bytes
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

export type CalendarEvent = {
  /** What the file is, in its PRODID (`-//<school>//<product>//EN`). */
  product: string;
  uid: string;
  start: Date;
  end: Date;
  /** Followed by the school's name in brackets. */
  summary: string;
  /** Followed by the school's contact line, when it has one. */
  description: string;
  location: string;
};

/** The calendar file of one event, in UTC, with CRLF line ends and folded lines. */
export function eventIcs(e: CalendarEvent, now = new Date()): string {
  const questions = contactLine();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(site.name)}//${e.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(e.end)}`,
    `SUMMARY:${icsEscape(`${e.summary} (${site.name})`)}`,
    `DESCRIPTION:${icsEscape(`${e.description}${questions ? ` Questions: ${questions}.` : ''}`)}`,
    `LOCATION:${e.location}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}
