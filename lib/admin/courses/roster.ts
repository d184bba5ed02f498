import 'server-only';
import { db } from '@/lib/db';
import { BOM, csvRow } from '@/lib/admin/csv';
import { slotLabel } from './changes';
import { rosterSelect, rosterWhere } from './overview';

const HEADER = [
  'Batch (IST)',
  'Reference',
  'Learner',
  'Status',
  'Email',
  'Phone',
  'Amount (₹)',
  'Over capacity',
  'Enrolled (IST)',
];

/**
 * A cohort's roster as CSV (the inbox export's rules: BOM, CRLF, formula-safe): one batch's, or
 * every batch's with `batchId` null. Null when the cohort (or the batch in it) does not exist.
 */
export async function rosterCsv(
  cohortId: string,
  batchId: string | null,
  now: number,
): Promise<{ csv: string; name: string } | null> {
  const cohort = await db().cohort.findUnique({
    where: { id: cohortId },
    select: { course: true, number: true, batches: { select: { id: true, slot: true } } },
  });
  if (!cohort) return null;
  if (batchId && !cohort.batches.some((b) => b.id === batchId)) return null;
  const slots = new Map(cohort.batches.map((b) => [b.id, b.slot]));
  const rows = await db().enrolment.findMany({
    where: { cohortId, ...(batchId ? { batchId } : {}), ...rosterWhere(now) },
    select: rosterSelect,
    orderBy: [{ batchId: 'asc' }, { createdAt: 'asc' }],
  });
  const lines = rows.map((e) => {
    const slot = e.batchId ? slots.get(e.batchId) : undefined;
    return csvRow([
      slot === undefined ? '' : slotLabel(slot),
      e.reference,
      e.fullName,
      e.status,
      e.email,
      e.phone,
      e.amountPaise / 100,
      e.overCapacity ? 'yes' : '',
      e.createdAt,
    ]);
  });
  const slot = batchId ? slots.get(batchId) : undefined;
  const part = slot === undefined ? 'all-batches' : `batch-${slot + 1}`;
  return {
    csv: BOM + csvRow(HEADER) + lines.join(''),
    name: `roster-${cohort.course}-cohort-${cohort.number}-${part}.csv`,
  };
}
