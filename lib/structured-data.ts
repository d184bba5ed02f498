import { batches } from '@/content/courses-overview';
import type { CourseDetails } from '@/content/courses/types';
import { site } from '@/content/site';
import { isSet } from '@/content/school-values';
import { classDaysText } from '@/lib/courses/class-days';
import type { CohortOffer } from '@/lib/courses/offer';
import { priceAt } from '@/lib/courses/pricing';
import { siteUrl } from '@/lib/site-url';

/**
 * schema.org JSON-LD objects for the pages (rendered by components/seo/json-ld.tsx), the only
 * module that writes `@context` (the lint rule local/json-ld-one-place).
 */

const abs = (path: string) => new URL(path, siteUrl()).href;

export function organizationLd() {
  const sameAs = [site.social.instagram, site.social.facebook, site.social.youtube].filter(isSet);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': abs('/#organization'),
    name: site.name,
    url: abs('/'),
    description: site.description,
    // Only what the school has set (content/site.ts): no placeholder in the structured data.
    ...(isSet(site.contact.email) ? { email: site.contact.email } : {}),
    ...(isSet(site.contact.phone) ? { telephone: site.contact.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Gurugram',
      addressRegion: 'Haryana',
      addressCountry: 'IN',
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Home › … › this page. */
export function breadcrumbLd(trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: abs(t.path),
    })),
  };
}

export function serviceLd(s: {
  title: string;
  description: string;
  serviceType: string;
  path: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.title,
    description: s.description,
    serviceType: s.serviceType,
    url: abs(s.path),
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@type': 'EducationalOrganization', name: site.name, url: abs('/') },
  };
}

export function articleLd(a: {
  title: string;
  description: string;
  path: string;
  date: string;
  author: string;
  tags: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    datePublished: a.date,
    dateModified: a.date,
    url: abs(a.path),
    mainEntityOfPage: abs(a.path),
    keywords: a.tags.join(', '),
    author: { '@type': 'Organization', name: `${site.name} (${a.author})` },
    publisher: { '@type': 'EducationalOrganization', name: site.name, url: abs('/') },
    inLanguage: 'en-IN',
  };
}

export function faqLd(items: { q: string; a: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.q,
      acceptedAnswer: { '@type': 'Answer', text: i.a },
    })),
  };
}

/** The school as the provider of a learning resource or course. */
export function schoolOrganization() {
  return { '@type': 'EducationalOrganization', name: site.name, url: siteUrl() };
}

/** A free learning resource of this site (schema.org/LearningResource), as an item of a list. */
export function learningResource({
  name,
  description,
  path,
  resourceType,
  levels,
  teaches,
}: {
  name: string;
  description: string;
  path: string;
  resourceType: string;
  levels?: string;
  teaches?: string;
}) {
  return {
    '@type': 'LearningResource',
    name,
    description,
    url: abs(path),
    learningResourceType: resourceType,
    ...(levels ? { educationalLevel: levels } : {}),
    ...(teaches ? { teaches } : {}),
    inLanguage: ['en', 'fr'],
    isAccessibleForFree: true,
    provider: schoolOrganization(),
  };
}

/** A practice page's own JSON-LD: the learning resource it is. */
export function learningResourceLd(resource: Parameters<typeof learningResource>[0]) {
  return { '@context': 'https://schema.org', ...learningResource(resource) };
}

/** A list of the site's pages (a catalogue page): each item's page and name, in order. */
export function pageListLd(pages: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: pages.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: abs(p.path),
      name: p.name,
    })),
  };
}

/** A named list of learning resources (the worksheets page). */
export function resourceListLd(name: string, resources: Parameters<typeof learningResource>[0][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: resources.map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: learningResource(r),
    })),
  };
}

/** Home › French Courses › a course or programme page. */
export const courseBreadcrumbLd = (page: { courseName: string; href: string }) =>
  breadcrumbLd([
    { name: 'French Courses', path: '/your-french-level' },
    { name: page.courseName, path: page.href },
  ]);

/** A programme page's course (online, its workload; no dates or offer: fees are on request). */
export function programmeLd(p: { title: string; summary: string; href: string; duration: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: p.title,
    description: p.summary,
    url: abs(p.href),
    provider: schoolOrganization(),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: p.duration,
    },
  };
}

/**
 * schema.org Course for a level page; the instance and `offers` only while a cohort is on sale
 * (no offer for a course nobody can buy).
 */
export function courseLd(course: CourseDetails, cohort: CohortOffer | null, now: number) {
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
