import 'server-only';
import { levelCourses } from '@/content/courses';
import { courseTitle } from '@/content/course-catalogue';
import { seatsTaken } from '@/lib/courses/cohorts';
import { pickCurrent, tiersAsPrices } from '@/lib/courses/offer';
import { priceAt, type PriceState } from '@/lib/courses/pricing';
import { todayInIndia } from '@/lib/dates';
import { db } from '@/lib/db';
import { readChanges, type FieldChange } from './changes';
import { waitingFor } from './waitlist';

// What the staff's course pages read (/admin/courses and a cohort's page).

export type BatchLine = {
  id: string;
  slot: number;
  capacity: number;
  open: boolean;
  taken: number;
};

export type CohortLine = {
  id: string;
  number: number;
  status: string;
  startDate: string;
  endDate: string;
  enrolUntil: string;
  /** The course's current cohort (the one the public pages and the checkout sell). */
  current: boolean;
  /** Its end date has passed (India): shown as 'Ended', folded away on the courses page. */
  ended: boolean;
  /** The price a learner is quoted at `now`. */
  price: PriceState | null;
  batches: BatchLine[];
};

/** Whether a cohort ending on `endDate` (YYYY-MM-DD, India) has ended: its last day is past. */
export const cohortEnded = (endDate: string, now: number) => endDate < todayInIndia(now);

export type CourseLine = { slug: string; title: string; cohorts: CohortLine[]; waiting: number };

const parts = {
  tiers: { select: { pricePaise: true, lastDay: true } },
  batches: {
    select: { id: true, slot: true, capacity: true, open: true },
    orderBy: { slot: 'asc' },
  },
} as const;

/** Every level course with its cohorts (latest first), their price now, seats and waitlist. */
export async function coursesOverview(now: number): Promise<CourseLine[]> {
  const slugs = levelCourses.map((c) => c.slug);
  const [rows, waiting] = await Promise.all([
    db().cohort.findMany({
      where: { course: { in: slugs } },
      include: parts,
      orderBy: [{ course: 'asc' }, { number: 'desc' }],
    }),
    Promise.all(slugs.map(async (slug) => (await waitingFor(slug)).length)),
  ]);
  const taken = await seatsTaken(
    db(),
    rows.flatMap((r) => r.batches.map((b) => b.id)),
    now,
  );
  return slugs.map((slug, i) => {
    const mine = rows.filter((r) => r.course === slug);
    const current = pickCurrent(mine, now);
    return {
      slug,
      title: courseTitle(slug) ?? slug,
      waiting: waiting[i] ?? 0,
      cohorts: mine.map((r) => ({
        id: r.id,
        number: r.number,
        status: r.status,
        startDate: r.startDate,
        endDate: r.endDate,
        enrolUntil: r.enrolUntil,
        current: r.id === current?.id,
        ended: cohortEnded(r.endDate, now),
        price: priceAt(
          { mrp: r.listPricePaise / 100, prices: tiersAsPrices(r.listPricePaise, r.tiers) },
          now,
        ),
        batches: r.batches.map((b) => ({ ...b, taken: taken.get(b.id) ?? 0 })),
      })),
    };
  });
}

export type RosterLine = {
  reference: string;
  fullName: string;
  status: string;
  email: string;
  phone: string;
  amountPaise: number;
  overCapacity: boolean;
  createdAt: Date;
};

/** The enrolments of a batch staff list: all but quotes whose hold ran out unpaid. */
export const rosterWhere = (now: number) => ({
  NOT: { status: 'pending_payment', quoteExpiresAt: { lte: new Date(now) } },
});

export const rosterSelect = {
  reference: true,
  fullName: true,
  status: true,
  email: true,
  phone: true,
  amountPaise: true,
  overCapacity: true,
  createdAt: true,
  batchId: true,
} as const;

/** A cohort's page: the cohort, its tiers, batches with seats and rosters, and its history. */
export async function cohortForStaff(id: string, now: number) {
  const cohort = await db().cohort.findUnique({
    where: { id },
    include: {
      ...parts,
      changes: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      _count: { select: { enrolments: true } },
    },
  });
  if (!cohort) return null;
  const [taken, enrolments, siblings] = await Promise.all([
    seatsTaken(
      db(),
      cohort.batches.map((b) => b.id),
      now,
    ),
    db().enrolment.findMany({
      where: { cohortId: id, ...rosterWhere(now) },
      select: rosterSelect,
      orderBy: { createdAt: 'asc' },
    }),
    db().cohort.findMany({
      where: { course: cohort.course, status: 'published' },
      select: { id: true, status: true, enrolUntil: true, startDate: true, number: true },
    }),
  ]);
  return {
    ...cohort,
    current: pickCurrent(siblings, now)?.id === cohort.id,
    ended: cohortEnded(cohort.endDate, now),
    price: priceAt(
      {
        mrp: cohort.listPricePaise / 100,
        prices: tiersAsPrices(cohort.listPricePaise, cohort.tiers),
      },
      now,
    ),
    batches: cohort.batches.map((b) => ({
      ...b,
      taken: taken.get(b.id) ?? 0,
      roster: enrolments.filter((e) => e.batchId === b.id) as RosterLine[],
    })),
    unbatched: enrolments.filter((e) => !e.batchId) as RosterLine[],
    history: cohort.changes.map((c) => ({
      id: c.id,
      actorName: c.actorName,
      at: c.createdAt,
      changes: readChanges(c.changes) as FieldChange[],
    })),
  };
}

/** The course's latest cohort (highest number), to prefill the next one from. */
export function latestCohort(course: string) {
  return db().cohort.findFirst({
    where: { course },
    orderBy: { number: 'desc' },
    include: { tiers: true, batches: true },
  });
}
