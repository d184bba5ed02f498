import 'server-only';
import { levelCourses } from '@/content/courses';
import { courseTitle } from '@/content/course-catalogue';
import { syncCohortSessions } from '@/lib/classes/sync';
import { holdsSeat } from '@/lib/courses/cohorts';
import { db, type Tx, isUniqueViolation } from '@/lib/db';
import type { CohortFieldErrors, CohortInput } from '@/lib/validation/cohort';
import { AdminInputError } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import { cohortChanges, slotLabel, type CohortState, type FieldChange } from './changes';

// Staff's changes to a cohort (admins only: the actions check the role): each one applied only if
// the cohort is still at the version the member of staff saw, checked against the seats already
// taken, and written with its history row, in one transaction.

export const STALE_COHORT =
  'This cohort was changed by someone else meanwhile. Reload to see the change.';
export const COHORT_HAS_ENROLMENTS = 'This cohort has enrolments: close it instead.';
export const NO_COHORT = 'No such cohort';
export const NO_COURSE = 'No such course';
export const NOT_SAVED = 'The cohort was not saved: see the fields marked.';

/** A change made from a stale view: someone else changed the cohort first. */
export class StaleCohortError extends AdminInputError {
  constructor() {
    super(STALE_COHORT);
  }
}

/** Refusals the database decides (a number in use, seats taken), each under its field. */
export class CohortRefused extends AdminInputError {
  constructor(public fields: CohortFieldErrors) {
    super(NOT_SAVED);
  }
}

export type CohortStatus = 'draft' | 'published' | 'closed';
export const COHORT_STATUSES = ['draft', 'published', 'closed'] as const;

/** What is saved: a new cohort of `course` (id null) or the cohort `id` as seen at `version`. */
export type CohortTarget = {
  id: string | null;
  version: number;
  course: string;
  status: CohortStatus;
};

const numberTaken = (course: string, n: number) =>
  `${courseTitle(course) ?? course} has a Cohort ${n} already: pick another number`;

const findCohort = (tx: Tx, id: string) =>
  tx.cohort.findUnique({ where: { id }, include: { tiers: true, batches: true } });
type Stored = NonNullable<Awaited<ReturnType<typeof findCohort>>>;

const stateOf = (c: Stored): CohortState => ({
  ...c,
  tiers: c.tiers.map((t) => ({ pricePaise: t.pricePaise, lastDay: t.lastDay })),
  batches: c.batches.map((b) => ({ slot: b.slot, capacity: b.capacity, open: b.open })),
});

const inputState = (input: CohortInput, status: CohortStatus): CohortState => ({
  ...input,
  status,
  batches: input.batches.map(({ slot, capacity, open }) => ({ slot, capacity, open })),
});

const columns = (input: CohortInput, status: CohortStatus) => ({
  number: input.number,
  startDate: input.startDate,
  endDate: input.endDate,
  enrolUntil: input.enrolUntil,
  classDays: input.classDays,
  timeCommitment: input.timeCommitment,
  listPricePaise: input.listPricePaise,
  status,
});

/** The history row of one change (none when nothing changed). */
async function logChange(tx: Tx, cohortId: string, by: Actor, changes: FieldChange[]) {
  if (changes.length) {
    await tx.cohortChange.create({
      data: { cohortId, actorId: by.id, actorName: by.name, changes: JSON.stringify(changes) },
    });
  }
}

/**
 * Saves a cohort, its tiers and its batches. Refused: an unknown course, a stale view
 * (StaleCohortError), a number the course already uses, a batch removed or moved to another slot
 * while it has enrolments, a capacity below the seats its batch holds at `now` (CohortRefused,
 * per field). Each batch row is written before its seats are counted, so a seat being taken at
 * the same moment (lib/courses/seats.ts) is counted against the new capacity.
 */
export async function saveCohort(
  target: CohortTarget,
  input: CohortInput,
  by: Actor,
  now: number,
): Promise<{ id: string; version: number }> {
  if (!levelCourses.some((c) => c.slug === target.course)) throw new AdminInputError(NO_COURSE);
  try {
    return await db().$transaction((tx) =>
      target.id
        ? updateCohort(tx, target.id, target, input, by, now)
        : createCohort(tx, target, input, by, now),
    );
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new CohortRefused({ number: numberTaken(target.course, input.number) });
    }
    throw e;
  }
}

async function numberFree(tx: Tx, course: string, n: number, except: string | null) {
  const other = await tx.cohort.findFirst({
    where: { course, number: n, ...(except ? { id: { not: except } } : {}) },
    select: { id: true },
  });
  return !other;
}

async function createCohort(
  tx: Tx,
  target: CohortTarget,
  input: CohortInput,
  by: Actor,
  now: number,
) {
  if (!(await numberFree(tx, target.course, input.number, null))) {
    throw new CohortRefused({ number: numberTaken(target.course, input.number) });
  }
  const cohort = await tx.cohort.create({
    data: {
      course: target.course,
      ...columns(input, target.status),
      tiers: { create: input.tiers },
      batches: {
        create: input.batches.map(({ slot, capacity, open }) => ({ slot, capacity, open })),
      },
    },
  });
  await logChange(tx, cohort.id, by, cohortChanges(null, inputState(input, target.status)));
  await syncCohortSessions(tx, cohort.id, now);
  return { id: cohort.id, version: cohort.version };
}

async function updateCohort(
  tx: Tx,
  id: string,
  target: CohortTarget,
  input: CohortInput,
  by: Actor,
  now: number,
) {
  const before = await findCohort(tx, id);
  if (!before || before.course !== target.course) throw new AdminInputError(NO_COHORT);
  if (before.version !== target.version) throw new StaleCohortError();
  // The version guard: the first write, so two saves of one cohort apply one after the other.
  const moved = await tx.cohort.updateMany({
    where: { id, version: target.version },
    data: { ...columns(input, target.status), version: { increment: 1 } },
  });
  if (moved.count !== 1) throw new StaleCohortError();
  const errors: CohortFieldErrors = {};
  if (!(await numberFree(tx, before.course, input.number, id))) {
    errors.number = numberTaken(before.course, input.number);
  }
  await saveBatches(tx, before, input, now, errors);
  if (Object.keys(errors).length) throw new CohortRefused(errors);
  await tx.cohortTier.deleteMany({ where: { cohortId: id } });
  if (input.tiers.length) {
    await tx.cohortTier.createMany({ data: input.tiers.map((t) => ({ ...t, cohortId: id })) });
  }
  await logChange(tx, id, by, cohortChanges(stateOf(before), inputState(input, target.status)));
  await syncCohortSessions(tx, id, now);
  return { id, version: target.version + 1 };
}

/** The batches as submitted: removed, moved, added and resized, refusals into `errors`. */
async function saveBatches(
  tx: Tx,
  before: Stored,
  input: CohortInput,
  now: number,
  errors: CohortFieldErrors,
) {
  // The batch row written before its enrolments are counted (as takeSeat does), so a seat being
  // taken at this moment is counted here, or waits and is refused once the batch is gone.
  const enrolled = async (batchId: string) => {
    await tx.batch.update({ where: { id: batchId }, data: { seatClock: { increment: 1 } } });
    return (await tx.enrolment.count({ where: { batchId } })) > 0;
  };
  const kept = new Set(input.batches.map((b) => b.id).filter(Boolean));
  for (const b of before.batches.filter((x) => !kept.has(x.id))) {
    if (await enrolled(b.id)) {
      errors.batches = `The ${slotLabel(b.slot)} batch has enrolments: close it instead of removing it`;
    } else {
      await tx.batch.delete({ where: { id: b.id } });
    }
  }
  // Slots are unique in a cohort: moved batches step aside first, so two can swap slots.
  const rows = input.batches.map((b, i) => ({
    ...b,
    i,
    was: before.batches.find((x) => x.id === b.id),
  }));
  for (const r of rows) {
    if (r.id && !r.was)
      errors[`batches.${r.i}.slot`] = 'This batch is no longer in the cohort: reload the page';
    else if (r.id && rows.some((o) => o.i < r.i && o.id === r.id))
      errors[`batches.${r.i}.slot`] = 'This batch is in the form twice: reload the page';
    else if (r.was && r.was.slot !== r.slot) {
      if (await enrolled(r.was.id)) {
        errors[`batches.${r.i}.slot`] = 'This batch has enrolments: its slot cannot change';
      } else await tx.batch.update({ where: { id: r.was.id }, data: { slot: -1 - r.i } });
    }
  }
  if (Object.keys(errors).length) return;
  for (const r of rows) {
    const data = { slot: r.slot, capacity: r.capacity, open: r.open };
    if (!r.was) {
      await tx.batch.create({ data: { ...data, cohortId: before.id } });
      continue;
    }
    // Written first (its seat clock too), then counted: see lib/courses/seats.ts.
    await tx.batch.update({
      where: { id: r.was.id },
      data: { ...data, seatClock: { increment: 1 } },
    });
    const taken = await tx.enrolment.count({ where: { batchId: r.was.id, ...holdsSeat(now) } });
    if (taken > r.capacity) {
      errors[`batches.${r.i}.capacity`] =
        `${taken} ${taken === 1 ? 'seat is' : 'seats are'} taken in this batch: the capacity cannot be below ${taken}`;
    }
  }
}

/**
 * Deletes a cohort that no enrolment points at (one with enrolments is closed instead), seen at
 * `version`. Its history goes with it; the deletion is logged.
 */
export async function deleteCohort(id: string, version: number, by: Actor) {
  await db().$transaction(async (tx) => {
    const c = await tx.cohort.findUnique({
      where: { id },
      select: { version: true, course: true, number: true },
    });
    if (!c) throw new AdminInputError(NO_COHORT);
    if (c.version !== version) throw new StaleCohortError();
    // Its batch rows written first, as takeSeat does: a seat being taken at this moment is then
    // counted here, or refused there once the batch is gone (never left with no cohort).
    await tx.batch.updateMany({ where: { cohortId: id }, data: { seatClock: { increment: 1 } } });
    if (await tx.enrolment.count({ where: { cohortId: id } })) {
      throw new AdminInputError(COHORT_HAS_ENROLMENTS);
    }
    const gone = await tx.cohort.deleteMany({ where: { id, version } });
    if (gone.count !== 1) throw new StaleCohortError();
    console.info(`[admin] user ${by.id} deleted cohort ${c.number} of ${c.course} (${id})`);
  });
}
