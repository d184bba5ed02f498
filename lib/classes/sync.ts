import 'server-only';
import { parseClassDays } from '@/lib/courses/offer';
import { db, type Tx, isUniqueViolation } from '@/lib/db';
import { onHoliday, plannedSessions } from './plan';

/**
 * Keeps a cohort's class sessions in step with it (spec: live classes on the cohort's class days,
 * at each batch's slot). Run in the transaction of every save of a published or closed cohort
 * (a draft has no timetable yet), and at start for cohorts that never had one:
 * - a planned class day with no session gets one (only one still to come, once the batch has a
 *   timetable);
 * - a session not held yet (it ends after `now`) and not moved by staff follows the plan: its time
 *   is set to the slot's (SEQUENCE raised when it changes), or it is removed when its day is no
 *   longer a class day;
 * - a session already held, or one staff moved, is never rewritten;
 * - no class is planned on the cohort's holidays, and a class cancelled for one stays (learners
 *   see it called off).
 * Returns how many sessions were created, changed and removed.
 */
export async function syncCohortSessions(tx: Tx, cohortId: string, now: number) {
  const cohort = await tx.cohort.findUnique({
    where: { id: cohortId },
    include: {
      batches: { include: { sessions: true } },
      holidays: { select: { firstDay: true, lastDay: true } },
    },
  });
  const result = { created: 0, changed: 0, removed: 0 };
  if (!cohort || cohort.status === 'draft') return result;
  const days = parseClassDays(cohort.classDays);
  for (const batch of cohort.batches) {
    if (batch.slot < 0) continue;
    const plan = plannedSessions({ ...cohort, classDays: days }, batch.slot);
    const kept = (s: { day: string; status: string }) =>
      s.status === 'cancelled' && onHoliday(s.day, cohort.holidays);
    const planned = new Map(plan.map((p) => [p.day, p]));
    for (const s of batch.sessions) {
      if (s.endsAt.getTime() <= now || s.moved || kept(s)) continue;
      const p = planned.get(s.day);
      // Written only if the class is still as read: one staff moved (or changed) meanwhile is
      // theirs, not overwritten nor removed.
      const unchanged = { id: s.id, sequence: s.sequence, moved: false };
      if (!p) {
        const r = await tx.classSession.deleteMany({ where: unchanged });
        result.removed += r.count;
      } else if (
        p.startsAt.getTime() !== s.startsAt.getTime() ||
        p.endsAt.getTime() !== s.endsAt.getTime()
      ) {
        const r = await tx.classSession.updateMany({
          where: unchanged,
          data: { startsAt: p.startsAt, endsAt: p.endsAt, sequence: { increment: 1 } },
        });
        result.changed += r.count;
      }
    }
    const have = new Set(batch.sessions.map((s) => s.day));
    // A batch with a timetable never gets a class on a day gone by (a class day added, or the start
    // moved earlier, mid-course): it was not held, and counted as held it would shift the
    // curriculum's lesson, and the recording shown, of every class after it.
    const fresh = batch.sessions.length === 0;
    const missing = plan.filter((p) => !have.has(p.day) && (fresh || p.endsAt.getTime() > now));
    if (missing.length) {
      await tx.classSession.createMany({
        data: missing.map((p) => ({ batchId: batch.id, ...p })),
      });
      result.created += missing.length;
    }
  }
  return result;
}

/**
 * At start: the published and closed cohorts whose batches have no sessions yet (imported by a
 * migration, or set straight in the database) get their timetable. Safe with several instances
 * starting at once: a second instance's insert of the same class day is refused and skipped.
 */
export async function syncMissingTimetables(now = Date.now()): Promise<number> {
  const cohorts = await db().cohort.findMany({
    where: {
      status: { in: ['published', 'closed'] },
      batches: { some: { sessions: { none: {} } } },
    },
    select: { id: true },
  });
  let created = 0;
  for (const c of cohorts) {
    try {
      const r = await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
      created += r.created;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  return created;
}
