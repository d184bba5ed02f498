import type { Metadata } from 'next';
import { CoursePage } from '@/components/course/course-page';
import { JsonLd } from '@/components/seo/json-ld';
import { levelByHref } from '@/content/courses';
import { pageMetadata } from '@/lib/metadata';
import { requestTime } from '@/lib/request-time';
import { breadcrumbJsonLd, courseJsonLd } from '@/lib/courses/json-ld';

/**
 * What a level route exports: its metadata and a page rendered per request, so the price in the
 * HTML is the price at the moment it is served (the browser then keeps it live).
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
    return (
      <>
        <JsonLd data={[courseJsonLd(course!, now), breadcrumbJsonLd(course!)]} />
        <CoursePage course={course!} layout={layout} serverNow={now} />
      </>
    );
  }
  return { metadata, Page };
}
