/**
 * The course player's structure, built from a level course's week-by-week curriculum
 * (content/courses/*): a module per week, a lecture per lesson of the week, and the week's task.
 * Pure (no database): shared by the player, the learning cards and the dashboard search.
 */
import { courseBySlug, isLevelCourse, type CourseDetails } from '@/content/courses';
import { CLASS_MINUTES, playerText, TASK_MINUTES } from '@/content/learner';

export type PlayerItem = {
  /** "<week>.<lesson>" (1-based), or "<week>.task". */
  key: string;
  kind: 'lecture' | 'task';
  title: string;
  minutes: number;
  /**
   * Its class recording's URL (YouTube, Vimeo or another https link), for the learner whose batch
   * has one: null here, set by the player from lib/classes/learner.ts `lessonRecordings`.
   */
  recording: string | null;
};

export type PlayerModule = {
  number: number;
  title: string;
  items: PlayerItem[];
  lectures: number;
  minutes: number;
};

export type CourseLessons = {
  course: string;
  title: string;
  level: string;
  modules: PlayerModule[];
  /** Every item in order. */
  items: PlayerItem[];
};

/** The week's task: its writing activity, or its first activity. */
function weekTask(activities: string[]): string {
  const writing = activities.find((a) => a.startsWith('Writing: '));
  return (writing ?? activities[0] ?? '').replace(/^[A-Za-z-]+: /, '');
}

/** A module's title without its 'Week n: ' prefix. */
const moduleTitle = (title: string) => title.replace(/^Week \d+:\s*/, '');

export function lessonsOf(course: CourseDetails): CourseLessons {
  const modules = course.curriculum.map((week, w) => {
    const n = w + 1;
    const items: PlayerItem[] = week.lessons.map((lesson, l) => ({
      key: `${n}.${l + 1}`,
      kind: 'lecture',
      title: lesson,
      minutes: CLASS_MINUTES,
      recording: null,
    }));
    const task = weekTask(week.activities);
    if (task) {
      items.push({
        key: `${n}.task`,
        kind: 'task',
        title: `${playerText.task}: ${task}`,
        minutes: TASK_MINUTES,
        recording: null,
      });
    }
    return {
      number: n,
      title: moduleTitle(week.title),
      items,
      lectures: week.lessons.length,
      minutes: items.reduce((s, i) => s + i.minutes, 0),
    };
  });
  return {
    course: course.slug,
    title: course.courseName,
    level: course.level,
    modules,
    items: modules.flatMap((m) => m.items),
  };
}

/** The player's lessons of a course slug, or null when it has no curriculum (a programme). */
export function courseLessons(slug: string): CourseLessons | null {
  const c = courseBySlug(slug);
  return c && isLevelCourse(c) ? lessonsOf(c) : null;
}

export type Progress = {
  done: number;
  total: number;
  percent: number;
  /** The first item not done (the one 'Resume Course' opens), or null when all are done. */
  current: PlayerItem | null;
};

/** Progress over a course's items, given the keys the learner completed (unknown keys ignored). */
export function progressOf(lessons: CourseLessons, completed: Iterable<string>): Progress {
  const done = new Set(completed);
  const count = lessons.items.filter((i) => done.has(i.key)).length;
  const total = lessons.items.length;
  return {
    done: count,
    total,
    percent: total ? Math.floor((count * 100) / total) : 0,
    current: lessons.items.find((i) => !done.has(i.key)) ?? null,
  };
}

/** Whether `key` names an item of the course. */
export const isLessonKey = (lessons: CourseLessons, key: string) =>
  lessons.items.some((i) => i.key === key);

/** "2 h 30 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
