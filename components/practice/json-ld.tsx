import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';

/**
 * Structured data for a page (schema.org, JSON-LD). A data block, not a script the browser runs,
 * so the Content-Security-Policy allows it; `<` is escaped so no text can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The school as the provider of a learning resource or course. */
export function schoolOrganization() {
  return { '@type': 'EducationalOrganization', name: site.name, url: siteUrl() };
}

/** A free learning resource of this site (schema.org/LearningResource). */
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
    url: new URL(path, siteUrl()).href,
    learningResourceType: resourceType,
    ...(levels ? { educationalLevel: levels } : {}),
    ...(teaches ? { teaches } : {}),
    inLanguage: ['en', 'fr'],
    isAccessibleForFree: true,
    provider: schoolOrganization(),
  };
}
