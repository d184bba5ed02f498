import { reservationCalendar } from '@/content/reservations';
import { eventIcs } from '@/lib/calendar/ics';
import { slotInstants } from './slots';

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
  return eventIcs(
    {
      product: 'Free session',
      uid: `${r.id}@${host}`,
      start: at.start,
      end: at.end,
      summary: reservationCalendar.summary,
      description: reservationCalendar.description,
      location: 'Online (video call)',
    },
    now,
  );
}
