import type { Metadata } from 'next';
import { CoursePage } from '@/components/course/course-page';
import { JsonLd } from '@/components/seo/json-ld';
import { levelByHref } from '@/content/courses';
import { pageMetadata } from '@/lib/metadata';
import { currentCohort } from '@/lib/courses/cohorts';
import { requestTime } from '@/lib/request-time';
import { courseBreadcrumbLd, courseLd } from '@/lib/structured-data';

/**
 * What a level route exports: its metadata and a page rendered per request, so the cohort and the
 * price in the HTML are those at the moment it is served (the browser then keeps the price live).
 */
export function levelRoute(href: string, layout: 'b1' | 'b2') {
  const course = levelByHref(href);
  if (!course) throw new Error(`no level course at ${href}`);
  const metadata: Metadata = pageMetadata({
    title: course.courseName,
    description: course.summary,
    path: href,
  });
  async function Page() {
    const now = await requestTime();
    // The cohort on sale now, read at this request: a change staff make shows at the next page.
    const cohort = await currentCohort(course!.slug, now);
    return (
      <>
        <JsonLd data={[courseLd(course!, cohort, now), courseBreadcrumbLd(course!)]} />
        <CoursePage course={course!} cohort={cohort} layout={layout} serverNow={now} />
      </>
    );
  }
  return { metadata, Page };
}
