import { batches } from '@/content/courses-overview';
import type { CourseDetails } from '@/content/courses/types';
import { priceAt } from '@/lib/courses/pricing';
import { siteUrl } from '@/lib/site-url';
import { schoolOrganization } from '@/lib/structured-data';

/** schema.org Course for a level page; `offers` only when the course has a price. */
export function courseJsonLd(course: CourseDetails, now: number) {
  const price = priceAt(course, now);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.courseName,
    description: course.summary,
    url: `${siteUrl()}${course.href}`,
    inLanguage: 'fr',
    educationalLevel: `CEFR ${course.level}`,
    provider: schoolOrganization(),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: price.price,
            priceCurrency: 'INR',
            url: `${siteUrl()}/checkout?course=${course.slug}`,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      location: 'Online (live classes)',
      ...(course.start ? { startDate: course.start } : {}),
      ...(course.end ? { endDate: course.end } : {}),
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1D',
        description: `${course.batchDays}; five daily batches (${batches.slots.join(', ')} IST)`,
      },
      courseWorkload: course.timeCommitment,
    },
  };
}

/** schema.org BreadcrumbList: Home → French Courses → the page. */
export function breadcrumbJsonLd(page: { courseName: string; href: string }) {
  const base = siteUrl();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'French Courses',
        item: `${base}/your-french-level`,
      },
      { '@type': 'ListItem', position: 3, name: page.courseName, item: `${base}${page.href}` },
    ],
  };
}
