// A cohort's history rows (CohortChange.changes): each field staff changed, before and after, under
// the label the editor shows it with. Pure.
import { batches as batchSchedule } from '@/content/courses-overview';
import { parseClassDays } from '@/lib/courses/offer';
import { formatInr } from '@/lib/format';
import { WEEKDAYS } from '@/lib/courses/class-days';
import type { CohortInput } from '@/lib/validation/cohort';

export type FieldChange = { field: string; before: string | null; after: string | null };

/** A cohort as the history compares it (stored form, amounts in paise). */
export type CohortState = Omit<CohortInput, 'batches'> & {
  status: string;
  batches: { slot: number; capacity: number; open: boolean }[];
};

export const rupees = (paise: number) => formatInr(paise / 100);
export const slotLabel = (slot: number) => batchSchedule.slots[slot] ?? `Slot ${slot + 1}`;
export const daysLabel = (days: string) =>
  parseClassDays(days)
    .map((d) => WEEKDAYS[d - 1]!.slice(0, 3))
    .join(', ');

const tierText = (tiers: CohortState['tiers']) =>
  tiers.length
    ? [...tiers]
        .sort((a, b) => a.lastDay.localeCompare(b.lastDay))
        .map((t) => `${rupees(t.pricePaise)} until ${t.lastDay}`)
        .join('; ')
    : 'none';

const batchText = (b: CohortState['batches'][number]) =>
  `${b.capacity} seats, ${b.open ? 'open' : 'closed'}`;

/** Each field that differs between `before` (null: the cohort is new) and `after`. */
export function cohortChanges(before: CohortState | null, after: CohortState): FieldChange[] {
  const out: FieldChange[] = [];
  const field = (label: string, b: string | null, a: string | null) => {
    if (b !== a) out.push({ field: label, before: b, after: a });
  };
  const s = (v: number | string | undefined) => (v === undefined ? null : String(v));
  field('Status', s(before?.status), after.status);
  field('Cohort number', s(before?.number), String(after.number));
  field('Start date', s(before?.startDate), after.startDate);
  field('End date', s(before?.endDate), after.endDate);
  field('Last day to enrol', s(before?.enrolUntil), after.enrolUntil);
  field(
    'List price (₹)',
    before ? rupees(before.listPricePaise) : null,
    rupees(after.listPricePaise),
  );
  field('Class days', before ? daysLabel(before.classDays) : null, daysLabel(after.classDays));
  field('Time commitment', s(before?.timeCommitment), after.timeCommitment);
  field('Price tiers', before ? tierText(before.tiers) : null, tierText(after.tiers));
  const slots = [...new Set([...(before?.batches ?? []), ...after.batches].map((b) => b.slot))];
  for (const slot of slots.sort((a, b) => a - b)) {
    const b = before?.batches.find((x) => x.slot === slot);
    const a = after.batches.find((x) => x.slot === slot);
    field(`Batch ${slotLabel(slot)}`, b ? batchText(b) : null, a ? batchText(a) : null);
  }
  return out;
}

/** A stored history row's changes; an unreadable one reads as none. */
export function readChanges(json: string): FieldChange[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as FieldChange[]) : [];
  } catch {
    return [];
  }
}
