import 'server-only';
import { classText } from '@/content/classes';
import { courseTitle } from '@/content/course-catalogue';
import { batches as batchSchedule } from '@/content/courses-overview';
import { db } from '@/lib/db';
import { learnerBatches } from './access';
import { timetableWeeks, type TimetableWeek } from './timetable-view';
import { lessonPlan } from './topics';

/** What the dashboard and the player show of one of the learner's batches. */
export type BatchClasses = {
  batchId: string;
  course: string;
  /** 'B1 - Intermediate French Course, the 7:00-9:30 AM IST batch'. */
  label: string;
  joinUrl: string | null;
  /** The next class not cancelled that has not ended, or null when all are held. */
  next: { startsAt: Date; endsAt: Date; topic: string; moved: boolean } | null;
  /** Upcoming classes that were cancelled or moved, soonest first (at most three). */
  notices: { startsAt: Date; endsAt: Date; status: 'cancelled' | 'moved'; reason: string | null }[];
  /** Every class of the batch by week (lib/classes/timetable-view.ts). */
  weeks: TimetableWeek[];
};

const sessionSelect = {
  id: true,
  day: true,
  status: true,
  topic: true,
  startsAt: true,
  endsAt: true,
  moved: true,
  cancelReason: true,
  recordingUrl: true,
  batchId: true,
} as const;

/** The classes of every batch the learner may join (lib/classes/access.ts), at `now`. */
export async function learnerClasses(userId: string, now: number): Promise<BatchClasses[]> {
  const mine = await learnerBatches(userId);
  if (!mine.length) return [];
  const sessions = await db().classSession.findMany({
    where: { batchId: { in: mine.map((b) => b.batchId) } },
    orderBy: { startsAt: 'asc' },
    select: sessionSelect,
  });
  // A batch with no timetable yet (its cohort never published) shows nothing rather than 'held'.
  const timetabled = mine.filter((b) => sessions.some((s) => s.batchId === b.batchId));
  return timetabled.map((b) => {
    const own = sessions.filter((s) => s.batchId === b.batchId);
    const plan = lessonPlan(b.course, own);
    const upcoming = own.filter((s) => s.endsAt.getTime() > now);
    const next = upcoming.find((s) => s.status !== 'cancelled');
    const slot = batchSchedule.slots[b.slot] ?? '';
    return {
      batchId: b.batchId,
      course: b.course,
      label: classText.batch(courseTitle(b.course) ?? b.course, slot),
      joinUrl: b.joinUrl,
      next: next
        ? {
            startsAt: next.startsAt,
            endsAt: next.endsAt,
            topic: plan.get(next.id)?.topic ?? '',
            moved: next.moved,
          }
        : null,
      notices: upcoming
        .filter((s) => s.status === 'cancelled' || s.moved)
        .slice(0, 3)
        .map((s) => ({
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          status: s.status === 'cancelled' ? ('cancelled' as const) : ('moved' as const),
          reason: s.cancelReason,
        })),
      weeks: timetableWeeks(b.course, b.cohortStart, own, now),
    };
  });
}

/**
 * A batch's first class not cancelled, as its timetable has it now (moved or not); null before it
 * has a timetable. The first-class calendar file's event (lib/payments/ics.ts).
 */
export async function firstClassOf(batchId: string | null) {
  if (!batchId) return null;
  return db().classSession.findFirst({
    where: { batchId, status: { not: 'cancelled' } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: { id: true, startsAt: true, endsAt: true, sequence: true, updatedAt: true },
  });
}

/**
 * The recordings of a course's lessons for the learner: lesson key → recording URL, from the
 * classes of their batches of that course that teach the lesson (lib/classes/topics.ts).
 */
export async function lessonRecordings(
  userId: string,
  course: string,
): Promise<Map<string, string>> {
  const mine = (await learnerBatches(userId)).filter((b) => b.course === course);
  const out = new Map<string, string>();
  for (const b of mine) {
    const sessions = await db().classSession.findMany({
      where: { batchId: b.batchId },
      select: sessionSelect,
    });
    const plan = lessonPlan(course, sessions);
    for (const s of sessions) {
      const lesson = plan.get(s.id)?.lesson;
      if (lesson && s.recordingUrl && !out.has(lesson)) out.set(lesson, s.recordingUrl);
    }
  }
  return out;
}
