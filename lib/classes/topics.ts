/**
 * A class's topic: staff's own, or by default the curriculum's lessons in order: the batch's
 * classes not cancelled, taken by their class day, teach the course's lectures one after the
 * other (a cancelled class's lesson moves to the next class, and the cancelled class keeps that
 * lesson's name so learners and staff see which lesson was called off). Pure.
 */
import { classText } from '@/content/classes';
import { courseLessons } from '@/lib/learner/lessons';

export type TopicSession = { id: string; day: string; status: string; topic: string | null };

/** Each session's lesson key ("<week>.<lesson>") and default topic, by session id. */
export function lessonPlan(
  course: string,
  sessions: readonly TopicSession[],
): Map<string, { lesson: string | null; topic: string }> {
  const lectures = (courseLessons(course)?.items ?? []).filter((i) => i.kind === 'lecture');
  const order = [...sessions].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const out = new Map<string, { lesson: string | null; topic: string }>();
  let n = 0;
  for (const s of order) {
    if (s.status === 'cancelled') {
      const lesson = lectures[n];
      out.set(s.id, {
        lesson: null,
        topic: s.topic ?? lesson?.title ?? classText.classNumber(n + 1),
      });
      continue;
    }
    const lecture = lectures[n];
    n++;
    out.set(s.id, {
      lesson: lecture?.key ?? null,
      topic: s.topic ?? lecture?.title ?? classText.classNumber(n),
    });
  }
  return out;
}
