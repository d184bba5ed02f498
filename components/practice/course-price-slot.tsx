import { PriceLine } from '@/components/course/price-line';
import type { CourseSlug } from '@/content/course-catalogue';
import { levelCourses } from '@/content/courses';

/**
 * The suggested course's live price (lib/courses pricing, computed in the browser), or where to
 * find the fees for a course that has none published.
 */
export function CoursePriceSlot({ slug }: { slug: CourseSlug }) {
  const course = levelCourses.find((c) => c.slug === slug);
  return (
    <p data-course-price={slug} className="text-sm text-ink">
      {course ? (
        <>
          Current fee: <PriceLine mrp={course.mrp} prices={course.prices} />
        </>
      ) : (
        'Fees, the current offer and the next batch dates are on the course page.'
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
