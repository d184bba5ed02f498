import { contactLine, site } from '@/content/site';

/**
 * The site's one iCalendar writer (RFC 5545): a file of one published event, for a reserved
 * session (lib/reservations/ics.ts) and an enrolment's first class (lib/payments/ics.ts), and a
 * learner's feed of their batch's classes (lib/classes/feed.ts).
 */

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// Every line break a parser might split on (CRLF, a lone CR or LF, NEL, U+2028, U+2029) becomes
// an escaped \n, and any other control character is dropped (RFC 5545 §3.3.11 allows none but
// HTAB): a value never starts a line or a property of its own.
const icsEscape = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');

/** A URI value (not TEXT, not escaped): the URL as a parser writes it, or null when it is none. */
function icsUri(raw: string): string | null {
  try {
    return new URL(raw).href;
  } catch {
    return null;
  }
}

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
  uid: string;
  start: Date;
  end: Date;
  /** Followed by the school's name in brackets. */
  summary: string;
  /** Followed by the school's contact line, when it has one. */
  description: string;
  location: string;
  /** The event's link (the class's joining link). */
  url?: string | null;
  /** Raised by every change of the event (RFC 5545 §3.8.7.4); 0 when left out. */
  sequence?: number;
  /** When the event last changed (defaults to the file's time). */
  modified?: Date;
  cancelled?: boolean;
};

export type Calendar = {
  /** What the file is, in its PRODID (`-//<school>//<product>//EN`). */
  product: string;
  /** A subscribed calendar's name (X-WR-CALNAME, NAME), shown by Google, Apple and Outlook. */
  name?: string;
  events: readonly CalendarEvent[];
};

function eventLines(e: CalendarEvent, now: Date, questions: string | null): string[] {
  const url = e.url ? icsUri(e.url) : null;
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsTime(now)}`,
    ...(e.modified ? [`LAST-MODIFIED:${icsTime(e.modified)}`] : []),
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(e.end)}`,
    `SUMMARY:${icsEscape(`${e.summary} (${site.name})`)}`,
    `DESCRIPTION:${icsEscape(`${e.description}${questions ? ` Questions: ${questions}.` : ''}`)}`,
    `LOCATION:${icsEscape(e.location)}`,
    // A URI value is not TEXT: not escaped (RFC 5545 §3.3.13), written as the URL parser reads
    // it (percent-encoded, no line break); only https links reach here.
    ...(url ? [`URL:${url}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * A calendar file (RFC 5545) of any number of events, every time in UTC, CRLF line ends, lines
 * folded at 75 octets: one event for a download, or a learner's feed of their classes.
 */
export function calendarIcs(c: Calendar, now = new Date()): string {
  const questions = contactLine();
  const name = c.name ? icsEscape(c.name) : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(site.name)}//${c.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${name}`, `NAME:${name}`, 'X-WR-TIMEZONE:Asia/Kolkata'] : []),
    // A subscribed feed: clients look again within an hour.
    ...(name ? ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...c.events.flatMap((e) => eventLines(e, now, questions)),
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

/** The calendar file of one event (a reserved session, an enrolment's first class). */
export function eventIcs(e: CalendarEvent & { product: string }, now = new Date()): string {
  const { product, ...event } = e;
  return calendarIcs({ product, events: [event] }, now);
}
