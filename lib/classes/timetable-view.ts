/**
 * The learner's whole timetable of one batch, by week of the cohort (week 1 from its start date,
 * as staff's timetable numbers them): every class with its lesson and where it stands at `now`
 * (held with its recording, on now, the next one, to come, cancelled with its reason; moved ones
 * marked). The week of the next class is the one to show open. Pure.
 */
import { addDays } from '@/lib/dates';
import { indiaParts, weekOf } from './plan';
import { lessonPlan, type TopicSession } from './topics';

export type ClassState = 'held' | 'live' | 'next' | 'upcoming' | 'cancelled';

export type TimetableClass = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  topic: string;
  state: ClassState;
  moved: boolean;
  reason: string | null;
  recordingUrl: string | null;
};

export type TimetableWeek = {
  /** 1 from the cohort's start date. */
  week: number;
  /** Its first day (YYYY-MM-DD, India). */
  from: string;
  classes: TimetableClass[];
  /** The week of the class on now or next (else the last week): shown open. */
  current: boolean;
};

export type TimetableSession = TopicSession & {
  startsAt: Date;
  endsAt: Date;
  moved: boolean;
  cancelReason: string | null;
  recordingUrl: string | null;
};

export function timetableWeeks(
  course: string,
  cohortStart: string,
  sessions: readonly TimetableSession[],
  now: number,
): TimetableWeek[] {
  const plan = lessonPlan(course, sessions);
  const ordered = [...sessions].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1),
  );
  const next = ordered.find((s) => s.status !== 'cancelled' && s.endsAt.getTime() > now);
  const weeks = new Map<number, TimetableWeek>();
  for (const s of ordered) {
    const state: ClassState =
      s.status === 'cancelled'
        ? 'cancelled'
        : s.endsAt.getTime() <= now
          ? 'held'
          : s.startsAt.getTime() <= now
            ? 'live'
            : s.id === next?.id
              ? 'next'
              : 'upcoming';
    const week = weekOf(cohortStart, indiaParts(s.startsAt).day);
    let w = weeks.get(week);
    if (!w) {
      w = { week, from: addDays(cohortStart, (week - 1) * 7), classes: [], current: false };
      weeks.set(week, w);
    }
    w.classes.push({
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      topic: plan.get(s.id)?.topic ?? '',
      state,
      moved: s.moved,
      reason: s.status === 'cancelled' ? s.cancelReason : null,
      recordingUrl: state === 'held' ? s.recordingUrl : null,
    });
  }
  const out = [...weeks.values()].sort((a, b) => a.week - b.week);
  const current = (next && out.find((w) => w.classes.some((c) => c.id === next.id))) ?? out.at(-1);
  if (current) current.current = true;
  return out;
}
