import 'server-only';
import { randomUUID } from 'node:crypto';
import { reservationPage, reservationRules } from '@/content/reservations';
import { db, type Tx } from '@/lib/db';
import { LeadRefusedError, type Companion } from '@/lib/leads/store';
import { todayInIndia } from '@/lib/dates';
import { slotIndex } from './slots';

export type Seat = { seat: number } | { seat: null };

/**
 * How many free sessions one visitor may hold, so that no one books the seats out: upcoming
 * reservations per e-mail and per phone number, and reservations made from one client address
 * (IP hash) in 24 hours. Counted on the server from stored rows, never from what the client says.
 */
export const reservationLimits = { upcomingPerPerson: 2, perAddressPerDay: 6 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const phoneDigits = (p: string | null | undefined) => (p ?? '').replace(/\D/g, '');

/**
 * Refuses a reservation beyond reservationLimits, inside the lead's transaction. The lead's rate
 * limit upsert, earlier in the same transaction, holds its e-mail's, phone's and address's counter
 * rows, so concurrent submissions of one person take turns here and each sees the others' seats.
 * Upcoming reservations are few (days × slots × seats), so they are read and compared here.
 */
async function checkVisitorLimits(
  tx: Tx,
  input: { email: string; phoneNumber?: string },
  ipHash: string,
  leadId: string,
  now: number,
) {
  const upcoming = await tx.reservation.findMany({
    where: { date: { gte: todayInIndia(now) }, leadId: { not: leadId } },
    select: { lead: { select: { email: true, phone: true } } },
  });
  const email = input.email.trim().toLowerCase();
  const phone = phoneDigits(input.phoneNumber);
  const mine = upcoming.filter(
    ({ lead }) =>
      (!!email && lead.email?.trim().toLowerCase() === email) ||
      (!!phone && phoneDigits(lead.phone) === phone),
  );
  if (mine.length >= reservationLimits.upcomingPerPerson) {
    throw new LeadRefusedError('conflict', 'email', reservationPage.tooMany);
  }
  const fromHere = await tx.reservation.count({
    where: {
      leadId: { not: leadId },
      lead: { ipHash, createdAt: { gte: new Date(now - DAY_MS) } },
    },
  });
  if (fromHere >= reservationLimits.perAddressPerDay) {
    throw new LeadRefusedError('rate_limited', 'date', reservationPage.tooManyFromHere);
  }
}

/**
 * Takes a seat in a slot inside the lead's transaction: the first seat number from 1 to the
 * slot's capacity that no reservation holds. The unique key (date, slot, seat) decides between
 * concurrent requests on every instance: on PostgreSQL an insert that meets another transaction's
 * uncommitted row on the same seat waits for it and then does nothing, so the loop moves on to
 * the next seat; on SQLite transactions take turns (raw SQL: Prisma has no skipDuplicates on
 * SQLite; the id is a random UUID). When every seat is taken the whole
 * submission is refused (409) and nothing is written. Spam takes no seat. A visitor who already
 * holds reservationLimits' share is refused before any seat is looked at.
 */
export function seatCompanion(
  input: { date: string; slot: string; email: string; phoneNumber?: string },
  visitor: { ipHash: string },
  capacity: number = reservationRules.maxPerSlot,
  now = Date.now(),
): Companion<Seat> {
  return {
    outbox: [{ topic: 'reservation-visitor', to: input.email }],
    async write(tx, lead) {
      if (lead.spam) return { seat: null };
      await checkVisitorLimits(tx, input, visitor.ipHash, lead.id, now);
      const slot = slotIndex(input.slot);
      for (let seat = 1; seat <= capacity; seat++) {
        const inserted = await tx.$executeRaw`
          INSERT INTO "Reservation" ("id", "leadId", "date", "slot", "seat")
          VALUES (${randomUUID()}, ${lead.id}, ${input.date}, ${slot}, ${seat})
          ON CONFLICT ("date", "slot", "seat") DO NOTHING`;
        if (inserted === 1) return { seat };
      }
      throw new LeadRefusedError('conflict', 'slot', reservationPage.full);
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
