/**
 * Taking a seat in a batch, inside the transaction that writes the enrolment's quote. The first
 * write is to the batch row itself (its seat clock): on PostgreSQL that locks the row until the
 * transaction ends, on SQLite it takes the database's write lock, so two requests for one batch,
 * from any instance, count and take seats one after the other and a batch is never oversold.
 */
import 'server-only';
import type { Tx } from '@/lib/db';
import { holdsSeat } from './cohorts';

export type SeatRefusal = 'full' | 'closed' | 'unknown';

/**
 * Takes a seat in `batchId` for an enrolment being quoted at `now` (the enrolment `mine` already
 * holds one, when it is renewing its own quote, and is not counted). Returns null when the seat is
 * taken, or why not.
 */
export async function takeSeat(
  tx: Tx,
  batchId: string,
  now: number,
  mine: string | null = null,
): Promise<SeatRefusal | null> {
  const batch = await tx.batch
    .update({ where: { id: batchId }, data: { seatClock: { increment: 1 } } })
    .catch(() => null);
  if (!batch) return 'unknown';
  if (!batch.open) return 'closed';
  const taken = await tx.enrolment.count({
    where: { batchId, ...holdsSeat(now), ...(mine ? { id: { not: mine } } : {}) },
  });
  return taken < batch.capacity ? null : 'full';
}

/**
 * Whether a batch is over its capacity once the enrolment `id` counts as paid: a payment that
 * arrived after its hold ran out, when the seat went to someone else meanwhile. Staff see it
 * flagged; the learner is never refused. It writes to the batch row as takeSeat does, so a seat
 * taken at the same moment by another request is either counted here or refused there (a plain
 * read let both commit on PostgreSQL: over capacity, and not flagged).
 */
export async function overCapacityWhenPaid(
  tx: Tx,
  enrolment: { id: string; batchId: string | null },
  now: number,
): Promise<boolean> {
  if (!enrolment.batchId) return false;
  const batch = await tx.batch
    .update({ where: { id: enrolment.batchId }, data: { seatClock: { increment: 1 } } })
    .catch(() => null);
  if (!batch) return false;
  const others = await tx.enrolment.count({
    where: { batchId: batch.id, id: { not: enrolment.id }, ...holdsSeat(now) },
  });
  return others + 1 > batch.capacity;
}
