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

/** One line of the promo: the course, its page, and when it starts (or started, and until when). */
export type UpcomingStartLine = { course: string; href: string; when: string };

/** The line of each level course with a cohort on sale at `now`, in level order. */
export async function upcomingStartLines(now = Date.now()): Promise<UpcomingStartLine[]> {
  const cohorts = await currentCohorts(now);
  return levelCourses.flatMap((c) => {
    const cohort = cohorts.get(c.slug);
    if (!cohort) return [];
    const start = formatDay(cohort.start);
    const when = hasStarted(cohort, now)
      ? about.promo.started(start, formatDay(cohort.enrolUntil))
      : about.promo.starts(start);
    return [{ course: c.courseName, href: c.href, when }];
  });
}
