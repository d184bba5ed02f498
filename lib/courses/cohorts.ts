/**
 * The cohorts the school sells, read from the database at every request (no cache of our own, so
 * a change made through one instance shows on the next page any instance serves), and the seats
 * each batch holds. The staff's edits are lib/admin/courses/; pure rules lib/courses/offer.ts.
 */
import 'server-only';
import { db, type Tx } from '@/lib/db';
import { pickCurrent, toOffer, type CohortOffer, type CohortRow } from './offer';

type Reader = Pick<Tx, 'cohort' | 'enrolment'>;

const withParts = {
  tiers: { select: { pricePaise: true, lastDay: true } },
  batches: { select: { id: true, slot: true, capacity: true, open: true } },
} as const;

/**
 * The `where` of the unpaid enrolments that hold a seat at `now`: waiting for payment with a quote
 * whose hold has not run out, or a reported transfer whose hold (lib/payments/holds.ts) has not run
 * out nor been released (a row reported before holds had an end holds until the release pass gives
 * it one).
 */
export const holdsUnpaidSeat = (now: number) => ({
  OR: [
    { status: 'pending_payment', quoteExpiresAt: { gt: new Date(now) } },
    {
      status: 'awaiting_confirmation',
      holdReleasedAt: null,
      OR: [{ holdExpiresAt: null }, { holdExpiresAt: { gt: new Date(now) } }],
    },
  ],
});

/** The `where` of the enrolments that hold a seat at `now`: paid, or an unpaid hold (above). */
export const holdsSeat = (now: number) => ({
  OR: [{ status: 'paid' }, ...holdsUnpaidSeat(now).OR],
});

/** Seats held now per batch id. */
export async function seatsTaken(
  r: Pick<Tx, 'enrolment'>,
  batchIds: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  if (!batchIds.length) return new Map();
  const rows = await r.enrolment.groupBy({
    by: ['batchId'],
    where: { batchId: { in: [...batchIds] }, ...holdsSeat(now) },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.batchId!, row._count._all]));
}

async function offersOf(r: Reader, rows: CohortRow[], now: number): Promise<CohortOffer[]> {
  const taken = await seatsTaken(
    r,
    rows.flatMap((c) => c.batches.map((b) => b.id)),
    now,
  );
  return rows.map((row) => toOffer(row, taken));
}

/** The current cohort of every course that has one, by course slug. */
export async function currentCohorts(
  now: number,
  r: Reader = db(),
): Promise<Map<string, CohortOffer>> {
  const rows = await r.cohort.findMany({
    where: { status: 'published' },
    include: withParts,
  });
  const byCourse = new Map<string, CohortRow[]>();
  for (const row of rows) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row]);
  const current = [...byCourse.values()]
    .map((list) => pickCurrent(list, now))
    .filter((c): c is CohortRow => c !== null);
  const offers = await offersOf(r, current, now);
  return new Map(offers.map((o) => [o.course, o]));
}

/** A course's current cohort (lib/courses/offer.ts pickCurrent), or null: none on sale. */
export async function currentCohort(
  course: string,
  now: number,
  r: Reader = db(),
): Promise<CohortOffer | null> {
  const rows = await r.cohort.findMany({
    where: { course, status: 'published' },
    include: withParts,
  });
  const current = pickCurrent(rows, now);
  return current ? ((await offersOf(r, [current], now))[0] ?? null) : null;
}
