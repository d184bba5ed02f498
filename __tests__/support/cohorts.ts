/**
 * Cohorts for tests: the two the migration imports (Cohort 13 of B1 and B2, as rows the pure
 * functions of lib/courses/offer.ts read), and `publishCohort`, which puts a cohort on sale in a
 * test's database so that enrolments made at real time have something to buy.
 */
import type { Db, Tx } from '@/lib/db';
import { addDays, todayInIndia } from '@/lib/dates';
import { toOffer, type CohortOffer, type CohortRow } from '@/lib/courses/offer';

const importedBatches = (course: string) =>
  [0, 1, 2, 3, 4].map((slot) => ({
    id: `batch-${course}-13-${slot}`,
    slot,
    capacity: 15,
    open: true,
  }));

/**
 * What the migration 20261125201817_cohorts_batches_waitlist writes for Cohort 13 (the spec's
 * §3 course data); __tests__/courses/cohorts-seats.test.ts checks the stored rows against these.
 */
export const importedCohorts: Record<'b1' | 'b2', CohortRow> = {
  b1: {
    id: 'cohort-b1-13',
    course: 'b1',
    number: 13,
    startDate: '2025-07-07',
    endDate: '2025-09-26',
    enrolUntil: '2025-07-07',
    classDays: '1,2,3,4,5,6',
    timeCommitment: '12-14 hours per week',
    listPricePaise: 2_999_900,
    status: 'published',
    tiers: [
      { pricePaise: 1_649_900, lastDay: '2025-06-07' },
      { pricePaise: 1_949_900, lastDay: '2025-06-23' },
      { pricePaise: 2_249_900, lastDay: '2025-06-30' },
    ],
    batches: importedBatches('b1'),
  },
  b2: {
    id: 'cohort-b2-13',
    course: 'b2',
    number: 13,
    startDate: '2025-07-07',
    endDate: '2025-10-25',
    enrolUntil: '2025-07-07',
    classDays: '1,2,3,4',
    // A comma, not the content's semicolon: Prisma's engine splits a PostgreSQL script at each ';'.
    timeCommitment: '16 weeks, four 2.5-hour classes per week',
    listPricePaise: 3_499_900,
    status: 'published',
    tiers: [
      { pricePaise: 1_925_000, lastDay: '2025-06-05' },
      { pricePaise: 2_275_000, lastDay: '2025-06-23' },
      { pricePaise: 2_625_000, lastDay: '2025-06-30' },
    ],
    batches: importedBatches('b2'),
  },
};

/** A row as the public pages read it, with `taken` seats per batch id (none by default). */
export const offerOf = (row: CohortRow, taken: ReadonlyMap<string, number> = new Map()) =>
  toOffer(row, taken);

/** Cohort 13 of B1 as a page reads it (no seat taken). */
export const b1Cohort13: CohortOffer = offerOf(importedCohorts.b1);

export type PublishOptions = {
  course: string;
  number: number;
  /** Calendar days in India, YYYY-MM-DD. */
  start: string;
  end: string;
  enrolUntil: string;
  listPricePaise: number;
  tiers?: { pricePaise: number; lastDay: string }[];
  /** One per slot given; capacity 15 and open unless said. Default: the five slots. */
  batches?: { slot: number; capacity?: number; open?: boolean }[];
  status?: 'draft' | 'published' | 'closed';
  classDays?: string;
  timeCommitment?: string;
};

/** Writes a cohort (published unless said) with its tiers and batches; returns the stored row. */
export async function publishCohort(r: Db | Tx, o: PublishOptions) {
  const batches: NonNullable<PublishOptions['batches']> =
    o.batches ?? [0, 1, 2, 3, 4].map((slot) => ({ slot }));
  return r.cohort.create({
    data: {
      course: o.course,
      number: o.number,
      startDate: o.start,
      endDate: o.end,
      enrolUntil: o.enrolUntil,
      classDays: o.classDays ?? '1,2,3,4,5,6',
      timeCommitment: o.timeCommitment ?? '12-14 hours per week',
      listPricePaise: o.listPricePaise,
      status: o.status ?? 'published',
      tiers: { create: (o.tiers ?? []).map((t) => ({ ...t })) },
      batches: {
        create: batches.map((b) => ({
          slot: b.slot,
          capacity: b.capacity ?? 15,
          open: b.open ?? true,
        })),
      },
    },
    include: { tiers: true, batches: true },
  });
}

/** The calendar day in India `days` after `now`'s, YYYY-MM-DD. */
export const dayAfter = (now: number, days: number) => addDays(todayInIndia(now), days);

/**
 * A B1 cohort on sale for the next months at `now` (Cohort 14: a tier at ₹19,999 for 60 days,
 * list price ₹29,999), for tests that enrol at real time.
 */
export const publishB1 = (r: Db | Tx, now = Date.now(), extra: Partial<PublishOptions> = {}) =>
  publishCohort(r, {
    course: 'b1',
    number: 14,
    start: dayAfter(now, 90),
    end: dayAfter(now, 174),
    enrolUntil: dayAfter(now, 90),
    listPricePaise: 2_999_900,
    tiers: [{ pricePaise: 1_999_900, lastDay: dayAfter(now, 60) }],
    ...extra,
  });
