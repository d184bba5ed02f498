import { db } from '@/lib/db';
import { addDays, todayInIndia } from '@/lib/dates';
import type { CohortFormValues } from '@/lib/validation/cohort';

/** A day `n` days from today in India (tests stay true whatever day they run). */
export const inDays = (n: number) => addDays(todayInIndia(), n);

/** A valid 'Cohort 14 of B1' as the editor sends it: five batches, three tiers, all ahead. */
export const goodCohort = (): CohortFormValues => ({
  number: '14',
  startDate: inDays(47),
  endDate: inDays(128),
  enrolUntil: inDays(51),
  listPrice: '29,999',
  classDays: [1, 2, 3, 4, 5, 6],
  timeCommitment: '12-14 hours per week',
  tiers: [
    { price: '16499', lastDay: inDays(15) },
    { price: '19499', lastDay: inDays(31) },
    { price: '22499', lastDay: inDays(38) },
  ],
  batches: [0, 1, 2, 3, 4].map((s) => ({ id: '', slot: String(s), capacity: '15', open: true })),
});

/** The editor's FormData for `v` (what the browser posts). */
export function cohortFormData(v: CohortFormValues, extra: Record<string, string> = {}) {
  const f = new FormData();
  for (const k of [
    'number',
    'startDate',
    'endDate',
    'enrolUntil',
    'listPrice',
    'timeCommitment',
  ] as const)
    f.set(k, v[k]);
  for (const d of v.classDays) f.set(`day${d}`, '1');
  v.tiers.forEach((t, i) => {
    f.set(`tier.${i}.price`, t.price);
    f.set(`tier.${i}.lastDay`, t.lastDay);
  });
  v.batches.forEach((b, i) => {
    f.set(`batch.${i}.id`, b.id);
    f.set(`batch.${i}.slot`, b.slot);
    f.set(`batch.${i}.capacity`, b.capacity);
    if (b.open) f.set(`batch.${i}.open`, '1');
  });
  for (const [k, val] of Object.entries(extra)) f.set(k, val);
  return f;
}

let n = 0;
/** An enrolment in a batch, holding its seat (paid) unless told otherwise. */
export function enrolIn(
  batch: { id: string; cohortId: string; slot: number },
  over: { status?: string; fullName?: string; overCapacity?: boolean; email?: string } = {},
) {
  const now = new Date();
  return db().enrolment.create({
    data: {
      reference: `FS-T${Date.now().toString(36).toUpperCase()}${++n}`,
      course: 'b1',
      cohort: 'x',
      batch: batch.slot,
      cohortId: batch.cohortId,
      batchId: batch.id,
      fullName: over.fullName ?? `Learner ${n}`,
      email: over.email ?? `learner${n}@example.com`,
      phone: '+91 9876543210',
      amountPaise: 1649900,
      mrpPaise: 2999900,
      quotedAt: now,
      quoteExpiresAt: new Date(now.getTime() + 30 * 60_000),
      status: over.status ?? 'paid',
      overCapacity: over.overCapacity ?? false,
    },
  });
}

/** A waitlist lead for `course` (details as the waitlist form stores them). */
export function waitlistLead(
  course: string,
  name: string,
  slot: number | null,
  email?: string | null,
) {
  return db().lead.create({
    data: {
      kind: 'waitlist',
      course,
      name,
      email: email === undefined ? `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` : email,
      phone: '+91 9811111111',
      details: JSON.stringify({ slot }),
    },
  });
}
