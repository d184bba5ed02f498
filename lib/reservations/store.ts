import 'server-only';
import { reservationPage, reservationRules } from '@/content/reservations';
import { db } from '@/lib/db';
import { newId } from '@/lib/db/id';
import { LeadRefusedError, type Companion } from '@/lib/leads/store';
import { slotIndex } from './slots';

export type Seat = { seat: number } | { seat: null };

/**
 * Takes a seat in a slot inside the lead's transaction: the first seat number from 1 to the
 * slot's capacity that no reservation holds. The unique key (date, slot, seat) decides between
 * concurrent requests on every instance: on PostgreSQL an insert that meets another transaction's
 * uncommitted row on the same seat waits for it and then does nothing, so the loop moves on to
 * the next seat; on SQLite transactions take turns. When every seat is taken the whole
 * submission is refused (409) and nothing is written. Spam takes no seat.
 */
export function seatCompanion(
  input: { date: string; slot: string; email: string },
  capacity: number = reservationRules.maxPerSlot,
): Companion<Seat> {
  return {
    outbox: [{ topic: 'reservation-visitor', to: input.email }],
    async write(tx, lead) {
      if (lead.spam) return { seat: null };
      const slot = slotIndex(input.slot);
      for (let seat = 1; seat <= capacity; seat++) {
        const inserted = await tx.$executeRaw`
          INSERT INTO "Reservation" ("id", "leadId", "date", "slot", "seat")
          VALUES (${newId()}, ${lead.id}, ${input.date}, ${slot}, ${seat})
          ON CONFLICT ("date", "slot", "seat") DO NOTHING`;
        if (inserted === 1) return { seat };
      }
      throw new LeadRefusedError(409, 'slot', reservationPage.full);
    },
  };
}

/** The slots (by label) that are full on each of `dates`. */
export async function fullSlots(
  dates: string[],
  capacity: number = reservationRules.maxPerSlot,
): Promise<Record<string, string[]>> {
  const rows = await db().reservation.groupBy({
    by: ['date', 'slot'],
    where: { date: { in: dates } },
    _count: { _all: true },
  });
  const out: Record<string, string[]> = Object.fromEntries(dates.map((d) => [d, []]));
  for (const r of rows) {
    const label = reservationRules.slots[r.slot];
    if (label && r._count._all >= capacity) out[r.date]?.push(label);
  }
  return out;
}

/** A reservation by its lead's id, for the calendar file. */
export async function reservationByLead(leadId: string) {
  const r = await db().reservation.findUnique({
    where: { leadId },
    select: { date: true, slot: true },
  });
  const label = r ? reservationRules.slots[r.slot] : undefined;
  return r && label ? { id: leadId, date: r.date, slot: label } : null;
}
