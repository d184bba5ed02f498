import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { classTimeText, indiaParts, weekOf } from '@/lib/classes/plan';
import { lessonPlan } from '@/lib/classes/topics';
import { formatDay } from '@/lib/dates';
import { db } from '@/lib/db';
import { readChanges, slotLabel, type FieldChange } from '@/lib/admin/courses/changes';

// What a batch's timetable page reads (/admin/courses/:id/batches/:batchId): the batch, its
// joining link, its classes by week with their topic, status and recording, and its history.

export type SessionLine = {
  id: string;
  /** 'Monday 12 January, 7:00-9:30 AM IST'. */
  when: string;
  startsAt: Date;
  /** The topic learners see: staff's, or the curriculum's lesson in order. */
  topic: string;
  /** Staff's own topic (null: the curriculum's). */
  staffTopic: string | null;
  /** Whether the default topic is a curriculum lesson (not 'Class n' beyond the curriculum). */
  fromCurriculum: boolean;
  status: 'scheduled' | 'cancelled';
  cancelReason: string | null;
  moved: boolean;
  sequence: number;
  recordingUrl: string | null;
  recordingAt: Date | null;
  /** Over: its end has passed (it cannot be moved or cancelled any more). */
  over: boolean;
  /** Held: over and not cancelled. */
  held: boolean;
  /** Started (a recording may be added). */
  started: boolean;
  /** The move form's first values: its day and start time in India. */
  date: string;
  time: string;
};

export type HistoryLine = {
  id: string;
  actorName: string;
  at: Date;
  /** What changed: 'Joining link' or the class (by its planned day). */
  about: string;
  changes: FieldChange[];
};

export type BatchTimetable = {
  cohort: { id: string; course: string; title: string; number: number; startDate: string };
  batch: { id: string; slot: number; slotText: string; joinUrl: string | null };
  weeks: { week: number; sessions: SessionLine[] }[];
  history: HistoryLine[];
};

/** The week of the cohort (1 from its start date) a day in India falls in. */
export { weekOf };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The timetable of the batch `batchId` of the cohort `cohortId` at `now`, or null when there is no
 * such batch in that cohort (never another cohort's batch).
 */
export async function batchTimetable(
  cohortId: string,
  batchId: string,
  now: number,
): Promise<BatchTimetable | null> {
  const batch = await db().batch.findFirst({
    where: { id: batchId, cohortId },
    include: {
      cohort: { select: { id: true, course: true, number: true, startDate: true } },
      sessions: { orderBy: [{ startsAt: 'asc' }, { day: 'asc' }] },
      changes: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 300 },
    },
  });
  if (!batch) return null;
  const { cohort } = batch;
  const plan = lessonPlan(cohort.course, batch.sessions);
  const weeks = new Map<number, SessionLine[]>();
  for (const s of batch.sessions) {
    const at = indiaParts(s.startsAt);
    const week = weekOf(cohort.startDate, at.day);
    const over = s.endsAt.getTime() <= now;
    const line: SessionLine = {
      id: s.id,
      when: classTimeText(s),
      startsAt: s.startsAt,
      topic: plan.get(s.id)?.topic ?? s.topic ?? '',
      staffTopic: s.topic,
      fromCurriculum: !!plan.get(s.id)?.lesson,
      status: s.status === 'cancelled' ? 'cancelled' : 'scheduled',
      cancelReason: s.cancelReason,
      moved: s.moved,
      sequence: s.sequence,
      recordingUrl: s.recordingUrl,
      recordingAt: s.recordingAt,
      over,
      held: over && s.status !== 'cancelled',
      started: s.startsAt.getTime() <= now,
      date: at.day,
      time: hhmm(at.minutes),
    };
    weeks.set(week, [...(weeks.get(week) ?? []), line]);
  }
  const days = new Map(batch.sessions.map((s) => [s.id, s.day]));
  const about = (sessionId: string | null) => {
    if (!sessionId) return 'Joining link';
    const day = days.get(sessionId);
    return day ? `The class of ${formatDay(day)}` : 'A class no longer in the timetable';
  };
  return {
    cohort: { ...cohort, title: courseTitle(cohort.course) ?? cohort.course },
    batch: {
      id: batch.id,
      slot: batch.slot,
      slotText: slotLabel(batch.slot),
      joinUrl: batch.joinUrl,
    },
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([week, sessions]) => ({ week, sessions })),
    history: batch.changes.map((c) => ({
      id: c.id,
      actorName: c.actorName,
      at: c.createdAt,
      about: about(c.sessionId),
      changes: readChanges(c.changes),
    })),
  };
}
