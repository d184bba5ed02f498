import Link from 'next/link';
import type { CourseSlug } from '@/content/course-catalogue';
import { levelCourses } from '@/content/courses';
import { coursePageText } from '@/content/courses/page-text';

const t = coursePageText.feesOnCoursePage;

/**
 * Where the suggested course's fees are. The practice pages are static, and a course's cohorts
 * and prices change in the back office at any time, so the suggestion names no price (never one
 * that has ended): it points at the course page, which reads them at each request.
 */
export function CoursePriceSlot({ slug }: { slug: CourseSlug }) {
  const course = levelCourses.find((c) => c.slug === slug);
  return (
    <p data-course-price={slug} className="text-sm text-ink">
      {course ? (
        <>
          {t.before}{' '}
          <Link
            href={course.href}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t.after(course.courseName)}
          </Link>
          .
        </>
      ) : (
        t.general
      )}
    </p>
  );
}

/** One rendered price slot per course a client part may suggest. */
export function coursePriceSlots(slugs: readonly CourseSlug[]) {
  return Object.fromEntries(
    slugs.map((slug) => [slug, <CoursePriceSlot key={slug} slug={slug} />]),
  ) as Partial<Record<CourseSlug, React.ReactNode>>;
}
