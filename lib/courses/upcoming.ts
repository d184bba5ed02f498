/**
 * The landing page's 'Upcoming batch details': the start date of each level course's cohort on
 * sale. The landing page stays prerendered and is regenerated in the background (ISR,
 * app/(site)/page.tsx `revalidate`, and at once on the instance where staff change a cohort), so
 * this never makes it render per request.
 */
import 'server-only';
import { levelCourses } from '@/content/courses';
import { currentCohorts } from './cohorts';
import { hasStarted } from './offer';

export type UpcomingStart = {
  course: string;
  href: string;
  start: string;
  /** Begun, and still taking learners until this day. */
  openUntil: string | null;
};

/**
 * Each level course with a cohort on sale at `now`, in level order; null while the site is being
 * built (there is no database then: the page is regenerated with the dates once it is served).
 */
export async function upcomingStarts(now = Date.now()): Promise<UpcomingStart[] | null> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
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
