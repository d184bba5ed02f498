import { site } from '@/content/site';
import { isSet } from '@/content/school-values';
import { siteUrl } from '@/lib/site-url';

/** schema.org JSON-LD objects for the pages (rendered by components/seo/json-ld.tsx). */

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
