import type { CourseSlug } from '@/content/course-catalogue';

/**
 * WHERE THE LIVE PRICE GOES. The practice pages show a suggested course; its live price (active
 * tier, discount, countdown) comes from lib/courses, which the course pages are adding (issue 7).
 * Until that is merged this says where to find the price. Pages build these on the server and hand
 * them to their client parts as `prices` (see coursePriceSlots), so wiring the price in is a
 * change to this one file.
 */
export function CoursePriceSlot({ slug }: { slug: CourseSlug }) {
  return (
    <p data-course-price={slug} className="text-sm text-muted">
      Fees, the current offer and the next batch dates are on the course page.
    </p>
  );
}

/** One rendered price slot per course a client part may suggest. */
export function coursePriceSlots(slugs: readonly CourseSlug[]) {
  return Object.fromEntries(
    slugs.map((slug) => [slug, <CoursePriceSlot key={slug} slug={slug} />]),
  ) as Partial<Record<CourseSlug, React.ReactNode>>;
}
