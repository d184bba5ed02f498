import { batches } from '@/content/courses-overview';
import type { CourseDetails } from '@/content/courses/types';
import { classDaysText } from '@/lib/courses/class-days';
import type { CohortOffer } from '@/lib/courses/offer';
import { priceAt } from '@/lib/courses/pricing';
import { siteUrl } from '@/lib/site-url';
import { schoolOrganization } from '@/lib/structured-data';

/**
 * schema.org Course for a level page; the instance and `offers` only while a cohort is on sale
 * (no offer for a course nobody can buy).
 */
export function courseJsonLd(course: CourseDetails, cohort: CohortOffer | null, now: number) {
  const price = cohort ? priceAt(cohort, now) : null;
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
    ...(cohort
      ? {
          hasCourseInstance: {
            '@type': 'CourseInstance',
            courseMode: 'Online',
            location: 'Online (live classes)',
            startDate: cohort.start,
            endDate: cohort.end,
            courseSchedule: {
              '@type': 'Schedule',
              repeatFrequency: 'P1D',
              description: `${classDaysText(cohort.classDays)}; daily batches (${cohort.batches
                .map((b) => batches.slots[b.slot])
                .join(', ')} IST)`,
            },
            courseWorkload: cohort.timeCommitment,
          },
        }
      : {}),
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
