import { reservationRules } from '@/content/reservations';
import { addDays, indiaDayStart, todayInIndia } from '@/lib/dates';

export type SlotTime = { startMin: number; endMin: number };

/**
 * A slot label of the spec's five ('7:00-9:30 AM', '10:00 AM-12:30 PM', '9:00-11:30 PM') as
 * minutes after midnight IST. A start without AM/PM takes the end's.
 */
export function parseSlot(label: string): SlotTime | null {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)?\s*-\s*(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim());
  if (!m) return null;
  const toMin = (h: string, min: string, ampm: string) => {
    let hour = Number(h) % 12;
    if (ampm.toUpperCase() === 'PM') hour += 12;
    return hour * 60 + Number(min);
  };
  const endAmpm = m[6]!;
  const startMin = toMin(m[1]!, m[2]!, m[3] ?? endAmpm);
  const endMin = toMin(m[4]!, m[5]!, endAmpm);
  return endMin > startMin ? { startMin, endMin } : null;
}

export function slotIndex(label: string): number {
  return (reservationRules.slots as readonly string[]).indexOf(label);
}

/** The instant a slot starts and ends on a day in India. */
export function slotInstants(date: string, label: string): { start: Date; end: Date } | null {
  const t = parseSlot(label);
  if (!t) return null;
  const midnightUtc = indiaDayStart(date).getTime();
  return {
    start: new Date(midnightUtc + t.startMin * 60_000),
    end: new Date(midnightUtc + t.endMin * 60_000),
  };
}

/** The days a session can be booked on at `now`: tomorrow to `daysAhead` days ahead, open days. */
export function bookableDates(now = Date.now()): string[] {
  const today = todayInIndia(now);
  const out: string[] = [];
  for (let i = 1; i <= reservationRules.daysAhead; i++) {
    const d = addDays(today, i);
    if (!reservationRules.closedWeekdays.includes(new Date(`${d}T00:00:00Z`).getUTCDay())) {
      out.push(d);
    }
  }
  return out;
}
