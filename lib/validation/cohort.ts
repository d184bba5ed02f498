// The cohort editor's form (/admin/courses): how the server action reads it (readForm with
// `cohortForm`) and the one schema that checks it (`cohortInput`), each refusal a sentence for the
// member of staff under its own field. Amounts are typed in whole rupees and stored in paise.
import { z } from 'zod/mini';
import { batches as batchSchedule } from '@/content/courses-overview';
import { isIsoDate } from '@/lib/dates';
import { isSingleLine } from './common';

export const cohortMessages = {
  number: 'Give the cohort number: a whole number from 1 to 9999',
  date: 'Give a real date (YYYY-MM-DD)',
  endBeforeStart: 'The end date is before the start date',
  enrolAfterEnd: 'The last day to enrol is after the end date',
  rupees: 'Give a whole number of rupees, from 1 to 10,00,000',
  classDays: 'Pick at least one class day',
  timeCommitment: 'Say how much time the course takes, in one line of at most 200 characters',
  tierPrice: 'A tier’s price must be below the list price',
  tierSameDay: 'Two tiers end on this day: give each tier its own day',
  tierCheaperLater: 'A later tier cannot be cheaper than an earlier one',
  tierCount: 'At most 10 price tiers',
  batchNone: 'Add at least one batch',
  slot: 'Pick one of the batch slots',
  slotTwice: 'Two batches use this slot: give each batch its own slot',
  capacity: 'Capacity is a whole number of seats from 1 to 50',
  batchCount: 'At most one batch per slot',
} as const;

/** The editor's values as typed (what the form shows again after a refusal). */
export type CohortFormValues = {
  number: string;
  startDate: string;
  endDate: string;
  enrolUntil: string;
  /** Whole rupees, as typed. */
  listPrice: string;
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  classDays: number[];
  timeCommitment: string;
  tiers: { price: string; lastDay: string }[];
  /** `id` is the stored batch's ('' for a new one); `slot` indexes batches.slots. */
  batches: { id: string; slot: string; capacity: string; open: boolean }[];
};

/** The checked cohort, amounts in paise; tiers ordered by their last day. */
export type CohortInput = {
  number: number;
  startDate: string;
  endDate: string;
  enrolUntil: string;
  listPricePaise: number;
  classDays: string;
  timeCommitment: string;
  tiers: { pricePaise: number; lastDay: string }[];
  batches: { id: string | null; slot: number; capacity: number; open: boolean }[];
};

const MAX_ROWS = 10;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The flat FormData (`tier.0.price`, `batch.2.capacity`, `day3`, ...) as CohortFormValues. Rows
 * with every field empty are dropped; there are at most 10 rows of each. Never throws.
 */
export function formValues(flat: Record<string, unknown>): CohortFormValues {
  const rows = (prefix: string) => {
    const seen = new Set<number>();
    for (const key of Object.keys(flat)) {
      const m = new RegExp(`^${prefix}\\.(\\d{1,2})\\.`).exec(key);
      if (m) seen.add(Number(m[1]));
    }
    return [...seen].sort((a, b) => a - b).slice(0, MAX_ROWS + 1);
  };
  const at = (prefix: string, i: number, name: string) => text(flat[`${prefix}.${i}.${name}`]);
  return {
    number: text(flat.number),
    startDate: text(flat.startDate),
    endDate: text(flat.endDate),
    enrolUntil: text(flat.enrolUntil),
    listPrice: text(flat.listPrice),
    classDays: [1, 2, 3, 4, 5, 6, 7].filter((d) => text(flat[`day${d}`]) !== ''),
    timeCommitment: text(flat.timeCommitment),
    tiers: rows('tier')
      .map((i) => ({ price: at('tier', i, 'price'), lastDay: at('tier', i, 'lastDay') }))
      .filter((t) => t.price || t.lastDay),
    batches: rows('batch')
      .map((i) => ({
        id: at('batch', i, 'id'),
        slot: at('batch', i, 'slot'),
        capacity: at('batch', i, 'capacity'),
        open: at('batch', i, 'open') !== '',
      }))
      .filter((b) => b.id || b.slot || b.capacity),
  };
}

/** What readForm reads the editor's FormData with: every field has a fallback, it cannot throw. */
export const cohortForm = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((flat: Record<string, unknown>) => formValues(flat)),
);

/** Whole rupees ('24,999' reads as 24999) as paise, or null. */
export function rupeesToPaise(s: string): number | null {
  const digits = s.replace(/[,\s₹]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= 1 && n <= 1_000_000 ? n * 100 : null;
}

const wholeNumber = (s: string, min: number, max: number) =>
  /^\d{1,4}$/.test(s) && Number(s) >= min && Number(s) <= max ? Number(s) : null;

type Issue = (path: string, message: string) => void;

/** Every refusal of `v`, each under its field's path ('endDate', 'tiers.1.price', ...). */
function checkCohort(v: CohortFormValues, issue: Issue) {
  const m = cohortMessages;
  if (wholeNumber(v.number, 1, 9999) === null) issue('number', m.number);
  for (const key of ['startDate', 'endDate', 'enrolUntil'] as const) {
    if (!isIsoDate(v[key])) issue(key, m.date);
  }
  if (isIsoDate(v.startDate) && isIsoDate(v.endDate) && v.endDate < v.startDate)
    issue('endDate', m.endBeforeStart);
  if (isIsoDate(v.enrolUntil) && isIsoDate(v.endDate) && v.enrolUntil > v.endDate)
    issue('enrolUntil', m.enrolAfterEnd);
  const list = rupeesToPaise(v.listPrice);
  if (list === null) issue('listPrice', m.rupees);
  if (!v.classDays.length) issue('classDays', m.classDays);
  if (!v.timeCommitment || v.timeCommitment.length > 200 || !isSingleLine(v.timeCommitment))
    issue('timeCommitment', m.timeCommitment);

  if (v.tiers.length > MAX_ROWS) issue('tiers', m.tierCount);
  const tiers = v.tiers.map((t, i) => ({ i, paise: rupeesToPaise(t.price), day: t.lastDay }));
  for (const t of tiers) {
    if (t.paise === null) issue(`tiers.${t.i}.price`, m.rupees);
    else if (list !== null && t.paise >= list) issue(`tiers.${t.i}.price`, m.tierPrice);
    if (!isIsoDate(t.day)) issue(`tiers.${t.i}.lastDay`, m.date);
  }
  const dated = tiers.filter((t) => isIsoDate(t.day)).sort((a, b) => a.day.localeCompare(b.day));
  for (let k = 1; k < dated.length; k++) {
    const [prev, t] = [dated[k - 1]!, dated[k]!];
    if (prev.day === t.day) issue(`tiers.${Math.max(prev.i, t.i)}.lastDay`, m.tierSameDay);
    else if (prev.paise !== null && t.paise !== null && t.paise < prev.paise)
      issue(`tiers.${t.i}.price`, m.tierCheaperLater);
  }

  if (!v.batches.length) issue('batches', m.batchNone);
  if (v.batches.length > batchSchedule.slots.length) issue('batches', m.batchCount);
  const slots = new Set<number>();
  v.batches.forEach((b, i) => {
    const slot = wholeNumber(b.slot, 0, batchSchedule.slots.length - 1);
    if (slot === null) issue(`batches.${i}.slot`, m.slot);
    else if (slots.has(slot)) issue(`batches.${i}.slot`, m.slotTwice);
    else slots.add(slot);
    if (wholeNumber(b.capacity, 1, 50) === null) issue(`batches.${i}.capacity`, m.capacity);
  });
}

function toInput(v: CohortFormValues): CohortInput {
  return {
    number: Number(v.number),
    startDate: v.startDate,
    endDate: v.endDate,
    enrolUntil: v.enrolUntil,
    listPricePaise: rupeesToPaise(v.listPrice)!,
    classDays: [...new Set(v.classDays)].sort((a, b) => a - b).join(','),
    timeCommitment: v.timeCommitment,
    tiers: v.tiers
      .map((t) => ({ pricePaise: rupeesToPaise(t.price)!, lastDay: t.lastDay }))
      .sort((a, b) => a.lastDay.localeCompare(b.lastDay)),
    batches: v.batches.map((b) => ({
      id: b.id || null,
      slot: Number(b.slot),
      capacity: Number(b.capacity),
      open: b.open,
    })),
  };
}

const values = z.object({
  number: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  enrolUntil: z.string(),
  listPrice: z.string(),
  classDays: z.array(z.number()),
  timeCommitment: z.string(),
  tiers: z.array(z.object({ price: z.string(), lastDay: z.string() })),
  batches: z.array(
    z.object({ id: z.string(), slot: z.string(), capacity: z.string(), open: z.boolean() }),
  ),
});

/** The editor's schema: the typed values in, the cohort to store out, or a refusal per field. */
export const cohortInput = z.pipe(
  values.check(
    z.superRefine((v, ctx) =>
      checkCohort(v, (path, message) =>
        ctx.addIssue({ code: 'custom', message, input: v, path: path.split('.') }),
      ),
    ),
  ),
  z.transform(toInput),
);

/** Field path ('tiers.1.price') → its first message. */
export type CohortFieldErrors = Record<string, string>;

export function cohortFieldErrors(error: z.core.$ZodError): CohortFieldErrors {
  const out: CohortFieldErrors = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return out;
}
