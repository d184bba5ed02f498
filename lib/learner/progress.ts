import 'server-only';
import { db, isUniqueViolation } from '@/lib/db';
import { hasPaidCourse } from './enrolments';
import { courseLessons, isLessonKey, progressOf, type Progress } from './lessons';

/** Refused because the learner has no paid enrolment in the course, or the lesson is not in it. */
export class NotInCourseError extends Error {}

/** The lesson keys the learner completed in `course`. */
export async function completedLessons(userId: string, course: string): Promise<string[]> {
  const rows = await db().lessonProgress.findMany({
    where: { userId, course },
    select: { lesson: true },
  });
  return rows.map((r) => r.lesson);
}

/** Every lesson the learner completed, in any course. */
export function allCompletedLessons(userId: string) {
  return db().lessonProgress.findMany({
    where: { userId },
    select: { course: true, lesson: true },
  });
}

/** The learner's rating of `course`, if they gave one. */
export function ratingOf(userId: string, course: string) {
  return db().rating.findUnique({
    where: { userId_course: { userId, course } },
    select: { stars: true, comment: true },
  });
}

/**
 * Marks a lesson of a course the learner paid for done (or not done); idempotent (a unique row per
 * learner, course and lesson). Returns the course's progress after the change.
 */
export async function setLessonDone(
  userId: string,
  course: string,
  lesson: string,
  done: boolean,
): Promise<Progress> {
  const lessons = courseLessons(course);
  if (!lessons || !isLessonKey(lessons, lesson) || !(await hasPaidCourse(userId, course))) {
    throw new NotInCourseError();
  }
  if (done) {
    try {
      await db().lessonProgress.upsert({
        where: { userId_course_lesson: { userId, course, lesson } },
        create: { userId, course, lesson },
        update: {},
      });
    } catch (e) {
      // Two clicks at once: the other request's row is the same row.
      if (!isUniqueViolation(e)) throw e;
    }
  } else {
    await db().lessonProgress.deleteMany({ where: { userId, course, lesson } });
  }
  return progressOf(lessons, await completedLessons(userId, course));
}

/** Saves the learner's rating of a course they paid for: one per learner and course, editable. */
export async function saveRating(
  userId: string,
  course: string,
  stars: number,
  comment: string,
): Promise<{ id: string; created: boolean }> {
  if (!(await hasPaidCourse(userId, course))) throw new NotInCourseError();
  const key = { userId_course: { userId, course } };
  const save = async () => {
    const before = await db().rating.findUnique({ where: key, select: { id: true } });
    const row = await db().rating.upsert({
      where: key,
      create: { userId, course, stars, comment },
      update: { stars, comment },
      select: { id: true },
    });
    return { id: row.id, created: !before };
  };
  try {
    return await save();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return save();
  }
}
