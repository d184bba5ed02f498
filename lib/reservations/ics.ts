import { reservationCalendar } from '@/content/reservations';
import { contactLine, site } from '@/content/site';
import { slotInstants } from './slots';

export const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const icsEscape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space. */
export function icsFold(line: string): string {
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

/**
 * The calendar file of a reserved session: the slot's window in UTC, and words with no personal
 * data (the file is fetched by the reservation's id).
 */
export function reservationIcs(
  r: { id: string; date: string; slot: string },
  host: string,
  now = new Date(),
): string | null {
  const at = slotInstants(r.date, r.slot);
  if (!at) return null;
  const questions = contactLine();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(site.name)}//Free session//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${r.id}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(at.start)}`,
    `DTEND:${icsTime(at.end)}`,
    `SUMMARY:${icsEscape(`${reservationCalendar.summary} (${site.name})`)}`,
    `DESCRIPTION:${icsEscape(`${reservationCalendar.description}${questions ? ` Questions: ${questions}.` : ''}`)}`,
    'LOCATION:Online (video call)',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}
