/**
 * The landing page's 'Upcoming batch details': the start date of each level course's cohort on
 * sale, read at each view by GET /api/upcoming-starts (components/home/upcoming-starts.tsx), so
 * the landing page stays prerendered and is never rendered again on a visitor's request.
 */
import 'server-only';
import { levelCourses } from '@/content/courses';
import { about } from '@/content/home';
import { formatDay } from '@/lib/dates';
import { currentCohorts } from './cohorts';
import { hasStarted } from './offer';

export type UpcomingStart = {
  course: string;
  href: string;
  start: string;
  /** Begun, and still taking learners until this day. */
  openUntil: string | null;
};

/** Each level course with a cohort on sale at `now`, in level order. */
export async function upcomingStarts(now = Date.now()): Promise<UpcomingStart[]> {
  const cohorts = await currentCohorts(now);
  return levelCourses.flatMap((c) => {
    const cohort = cohorts.get(c.slug);
    if (!cohort) return [];
    return [
      {
        course: c.courseName,
        href: c.href,
        start: cohort.start,
        openUntil: hasStarted(cohort, now) ? cohort.enrolUntil : null,
      },
    ];
  });
}

/** The promo's lines as the landing page shows them: the course, its page, and when it starts. */
export async function upcomingStartLines(now = Date.now()) {
  return (await upcomingStarts(now)).map((s) => ({
    course: s.course,
    href: s.href,
    when: s.openUntil
      ? about.promo.started(formatDay(s.start), formatDay(s.openUntil))
      : about.promo.starts(formatDay(s.start)),
  }));
}
