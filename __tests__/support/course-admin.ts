import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { addDays, todayInIndia } from '@/lib/dates';
import { cohortMessages as m, type CohortFormValues } from '@/lib/validation/cohort';

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
  /** Whether its address confirmed it (the e-mailed link): only then is it invited. */
  confirmed = true,
) {
  return db().lead.create({
    data: {
      kind: 'waitlist',
      course,
      name,
      email: email === undefined ? `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` : email,
      phone: '+91 9811111111',
      details: JSON.stringify({ slot }),
      confirmation: {
        create: {
          tokenHash: randomBytes(32).toString('hex'),
          expiresAt: new Date(Date.now() + 7 * 86_400_000),
          confirmedAt: confirmed ? new Date() : null,
        },
      },
    },
  });
}

type Patch = (v: CohortFormValues) => void;
const set =
  (k: Exclude<keyof CohortFormValues, 'classDays' | 'tiers' | 'batches'>, value: string): Patch =>
  (v) => {
    v[k] = value;
  };
const tier =
  (i: number, t: Partial<CohortFormValues['tiers'][number]>): Patch =>
  (v) => {
    v.tiers[i] = { ...v.tiers[i]!, ...t };
  };
const batch =
  (i: number, b: Partial<CohortFormValues['batches'][number]>): Patch =>
  (v) => {
    v.batches[i] = { ...v.batches[i]!, ...b };
  };

/** Bad inputs: what is changed from a good cohort, the field refused and its sentence. */
export const badInputs: [string, Patch, string, string][] = [
  ['no number', set('number', ''), 'number', m.number],
  ['number 0', set('number', '0'), 'number', m.number],
  ['number 1.5', set('number', '1.5'), 'number', m.number],
  ['number in words', set('number', 'fourteen'), 'number', m.number],
  ['no start date', set('startDate', ''), 'startDate', m.date],
  ['30 February', set('startDate', '2027-02-30'), 'startDate', m.date],
  ['a date as DD/MM/YYYY', set('endDate', '02/04/2027'), 'endDate', m.date],
  ['month 13', set('enrolUntil', '2027-13-01'), 'enrolUntil', m.date],
  ['end before start', set('endDate', inDays(46)), 'endDate', m.endBeforeStart],
  [
    'last day to enrol after the end',
    set('enrolUntil', inDays(129)),
    'enrolUntil',
    m.enrolAfterEnd,
  ],
  ['no list price', set('listPrice', ''), 'listPrice', m.rupees],
  ['paise in the list price', set('listPrice', '29999.50'), 'listPrice', m.rupees],
  ['a negative list price', set('listPrice', '-5'), 'listPrice', m.rupees],
  ['a list price of 0', set('listPrice', '0'), 'listPrice', m.rupees],
  ['a list price over 10 lakh', set('listPrice', '2000000'), 'listPrice', m.rupees],
  ['no class day', (v) => void (v.classDays = []), 'classDays', m.classDays],
  ['no time commitment', set('timeCommitment', ''), 'timeCommitment', m.timeCommitment],
  [
    'a long time commitment',
    set('timeCommitment', 'x'.repeat(201)),
    'timeCommitment',
    m.timeCommitment,
  ],
  [
    'two lines of time commitment',
    set('timeCommitment', 'a\nb'),
    'timeCommitment',
    m.timeCommitment,
  ],
  ['a tier at the list price', tier(0, { price: '29999' }), 'tiers.0.price', m.tierPrice],
  ['a tier above the list price', tier(2, { price: '35000' }), 'tiers.2.price', m.tierPrice],
  ['a tier price in words', tier(0, { price: 'free' }), 'tiers.0.price', m.rupees],
  ['a tier with no day', tier(1, { lastDay: '' }), 'tiers.1.lastDay', m.date],
  ['two tiers on one day', tier(1, { lastDay: inDays(15) }), 'tiers.1.lastDay', m.tierSameDay],
  ['a later tier cheaper', tier(1, { price: '15000' }), 'tiers.1.price', m.tierCheaperLater],
  ['no batch', (v) => void (v.batches = []), 'batches', m.batchNone],
  ['a batch with no slot', batch(0, { slot: '' }), 'batches.0.slot', m.slot],
  ['a slot that does not exist', batch(0, { slot: '5' }), 'batches.0.slot', m.slot],
  ['two batches in one slot', batch(1, { slot: '0' }), 'batches.1.slot', m.slotTwice],
  ['capacity 0', batch(2, { capacity: '0' }), 'batches.2.capacity', m.capacity],
  ['capacity 51', batch(2, { capacity: '51' }), 'batches.2.capacity', m.capacity],
  ['no capacity', batch(3, { capacity: '' }), 'batches.3.capacity', m.capacity],
  ['capacity 10.5', batch(4, { capacity: '10.5' }), 'batches.4.capacity', m.capacity],
];

export const withPatch = (patch: Patch) => {
  const v = goodCohort();
  patch(v);
  return v;
};
