/**
 * A published B1 cohort with a timetable, for the staff's timetable tests: classes every day from
 * two weeks ago to a month ahead in two batches (slots 0 and 1), learners in several states, and
 * another cohort whose batch must never show under this one.
 */
import { syncCohortSessions } from '@/lib/classes/sync';
import { db } from '@/lib/db';
import { dayAfter, publishCohort } from './cohorts';
import { enrolIn } from './course-admin';

export async function timetableFixture(now = Date.now()) {
  const make = async (number: number, slots: number[]) => {
    const c = await publishCohort(db(), {
      course: 'b1',
      number,
      start: dayAfter(now, -14),
      end: dayAfter(now, 30),
      enrolUntil: dayAfter(now, -14),
      listPricePaise: 2_999_900,
      classDays: '1,2,3,4,5,6,7',
      batches: slots.map((slot) => ({ slot })),
    });
    await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
    const bySlot = (slot: number) => c.batches.find((b) => b.slot === slot)!;
    return { cohort: c, bySlot };
  };
  const mine = await make(40, [0, 1]);
  const other = await make(41, [0]);
  const batch = mine.bySlot(0);
  const sibling = mine.bySlot(1);
  const learners = {
    paid: await enrolIn(batch, { fullName: 'Asha Paid', email: 'asha.paid@example.com' }),
    paid2: await enrolIn(batch, { fullName: 'Bela Paid', email: 'bela.paid@example.com' }),
    pending: await enrolIn(batch, {
      fullName: 'Chitra Pending',
      email: 'chitra.pending@example.com',
      status: 'pending_payment',
    }),
    awaiting: await enrolIn(batch, {
      fullName: 'Dev Awaiting',
      email: 'dev.awaiting@example.com',
      status: 'awaiting_confirmation',
    }),
    cancelled: await enrolIn(batch, {
      fullName: 'Esha Cancelled',
      email: 'esha.cancelled@example.com',
      status: 'cancelled',
    }),
    sibling: await enrolIn(sibling, { fullName: 'Farid Sibling', email: 'farid.sib@example.com' }),
    otherCohort: await enrolIn(other.bySlot(0), {
      fullName: 'Gita Other',
      email: 'gita.other@example.com',
    }),
  };
  return {
    cohortId: mine.cohort.id,
    batchId: batch.id,
    siblingBatchId: sibling.id,
    otherCohortId: other.cohort.id,
    otherBatchId: other.bySlot(0).id,
    learners,
  };
}

/** The batch's sessions by time: the first (held), and one a week ahead (not started). */
export async function someSessions(batchId: string, now = Date.now()) {
  const all = await db().classSession.findMany({
    where: { batchId },
    orderBy: { startsAt: 'asc' },
  });
  const held = all.filter((s) => s.endsAt.getTime() <= now);
  const ahead = all.filter((s) => s.startsAt.getTime() > now + 2 * 86_400_000);
  return { all, held, ahead };
}

/** The paid-enough addresses that get a class's e-mails in this fixture (never the others). */
export const mailedLearners = ['asha.paid@example.com', 'bela.paid@example.com'];
