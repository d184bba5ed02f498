import 'server-only';
import { joinWhileAwaitingConfirmation } from '@/content/classes';
import { db } from '@/lib/db';

/**
 * Who receives a batch's joining link, recordings and calendar: the learners of that batch whose
 * enrolment, linked to their account, is paid (or awaiting staff's confirmation of a transfer,
 * when the school allows it in content/classes.ts). Nobody else: not a learner of another batch,
 * not one awaiting payment, not a cancelled or refunded one.
 */
export const joiningStatuses = (): string[] =>
  joinWhileAwaitingConfirmation ? ['paid', 'awaiting_confirmation'] : ['paid'];

/** The enrolments that let a learner into a batch's classes. */
export const joinsBatch = () => ({ status: { in: joiningStatuses() }, batchId: { not: null } });

export type LearnerBatch = {
  batchId: string;
  course: string;
  slot: number;
  cohortNumber: number;
  /** The cohort's start date (YYYY-MM-DD): week 1 of its timetable. */
  cohortStart: string;
  joinUrl: string | null;
};

/** The batches whose classes the learner may join, one each (oldest enrolment first). */
export async function learnerBatches(userId: string): Promise<LearnerBatch[]> {
  const rows = await db().enrolment.findMany({
    where: { userId, ...joinsBatch() },
    orderBy: { createdAt: 'asc' },
    select: {
      course: true,
      batchRef: {
        select: {
          id: true,
          slot: true,
          joinUrl: true,
          cohort: { select: { number: true, startDate: true } },
        },
      },
    },
  });
  const seen = new Set<string>();
  const out: LearnerBatch[] = [];
  for (const r of rows) {
    const b = r.batchRef;
    if (!b || seen.has(b.id)) continue;
    seen.add(b.id);
    out.push({
      batchId: b.id,
      course: r.course,
      slot: b.slot,
      cohortNumber: b.cohort.number,
      cohortStart: b.cohort.startDate,
      joinUrl: b.joinUrl,
    });
  }
  return out;
}
