/**
 * A cohort as the public pages and the checkout sell it: pure (no database), so the server pages,
 * the browser's live price card and the server steps that take money share one reading of it.
 * The rows come from lib/courses/cohorts.ts; the prices follow lib/courses/pricing.ts unchanged.
 * @see spec §3 (course details, price tier), §4 (active tier), §9 (batches)
 */
import type { PriceTier } from '@/content/courses/types';
import { todayInIndia } from '@/lib/dates';

/** How many seats left a batch button names ('2 seats left'); more than this shows no count. */
export const FEW_SEATS = 3;

export type BatchSeats = {
  id: string;
  /** Index into content/courses-overview.ts batches.slots (IST). */
  slot: number;
  capacity: number;
  /** Staff closed it: it takes no enrolment. */
  open: boolean;
  /** Seats held now: paid, awaiting confirmation, or a quote whose 30-minute hold has not run out. */
  taken: number;
};

export type CohortOffer = {
  id: string;
  course: string;
  number: number;
  /** Calendar days in India, YYYY-MM-DD. */
  start: string;
  end: string;
  enrolUntil: string;
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  classDays: number[];
  timeCommitment: string;
  /** List price in rupees (the card's struck-through price). */
  mrp: number;
  prices: PriceTier[];
  batches: BatchSeats[];
};

/** The rows a cohort is made of, as stored (amounts in paise). */
export type CohortRow = {
  id: string;
  course: string;
  number: number;
  startDate: string;
  endDate: string;
  enrolUntil: string;
  classDays: string;
  timeCommitment: string;
  listPricePaise: number;
  status: string;
  tiers: { pricePaise: number; lastDay: string }[];
  batches: { id: string; slot: number; capacity: number; open: boolean }[];
};

/** The badge's percent: derived from the price and the list price, rounded down. */
export const discountPercent = (pricePaise: number, listPricePaise: number) =>
  listPricePaise > 0 ? Math.floor(((listPricePaise - pricePaise) * 100) / listPricePaise) : 0;

/** A cohort's tiers as lib/courses/pricing.ts reads them (rupees, ordered by last day). */
export function tiersAsPrices(
  listPricePaise: number,
  tiers: readonly { pricePaise: number; lastDay: string }[],
): PriceTier[] {
  return [...tiers]
    .sort((a, b) => a.lastDay.localeCompare(b.lastDay))
    .map((t) => ({
      effectivePrice: t.pricePaise / 100,
      discount: discountPercent(t.pricePaise, listPricePaise),
      end: t.lastDay,
    }));
}

export const parseClassDays = (days: string): number[] =>
  days
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)
    .sort((a, b) => a - b);

export function toOffer(row: CohortRow, taken: ReadonlyMap<string, number>): CohortOffer {
  return {
    id: row.id,
    course: row.course,
    number: row.number,
    start: row.startDate,
    end: row.endDate,
    enrolUntil: row.enrolUntil,
    classDays: parseClassDays(row.classDays),
    timeCommitment: row.timeCommitment,
    mrp: row.listPricePaise / 100,
    prices: tiersAsPrices(row.listPricePaise, row.tiers),
    batches: [...row.batches]
      .sort((a, b) => a.slot - b.slot)
      .map((b) => ({ ...b, taken: taken.get(b.id) ?? 0 })),
  };
}

/**
 * A course's current cohort among `rows`: the published one with the earliest start whose last
 * day to enrol is today or later in India (it holds until 23:59:59.999 IST that day). Drafts and
 * closed cohorts never count.
 */
export function pickCurrent<
  T extends Pick<CohortRow, 'status' | 'enrolUntil' | 'startDate' | 'number'>,
>(rows: readonly T[], now: number): T | null {
  const today = todayInIndia(now);
  return (
    rows
      .filter((r) => r.status === 'published' && r.enrolUntil >= today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.number - b.number)[0] ?? null
  );
}

/** Seats a batch still has (never below 0). */
export const seatsLeft = (b: Pick<BatchSeats, 'capacity' | 'taken'>) =>
  Math.max(0, b.capacity - b.taken);

/** Whether a batch can take an enrolment now. */
export const batchBookable = (b: BatchSeats) => b.open && seatsLeft(b) > 0;

/** The cohort has begun (its first day is today or past, in India) while it still takes learners. */
export const hasStarted = (offer: Pick<CohortOffer, 'start'>, now: number) =>
  offer.start <= todayInIndia(now);

/** What a batch button says: a seat count when few are left, 'Full', or closed. */
export type SeatState = { state: 'open' | 'few' | 'full' | 'closed'; left: number };

/** The state of each of the five slots (index = slot) in `offer`; a slot with no batch is closed. */
export function slotStates(offer: Pick<CohortOffer, 'batches'>, slots: number): SeatState[] {
  return Array.from({ length: slots }, (_, slot) => {
    const b = offer.batches.find((x) => x.slot === slot);
    if (!b || !b.open) return { state: 'closed', left: 0 };
    const left = seatsLeft(b);
    return { state: left === 0 ? 'full' : left <= FEW_SEATS ? 'few' : 'open', left };
  });
}
