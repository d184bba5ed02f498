import type { Metadata } from 'next';
import { site } from '@/content/site';

/**
 * A public page's title, description, canonical URL and Open Graph tags in one place, so that each
 * page's social preview carries its own title (Next merges openGraph shallowly: a page that only
 * sets `title` would otherwise share the site's Open Graph title).
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  /** Without the site name; the home page passes null for the site's own title. */
  title: string | null;
  description: string;
  path: string;
}): Metadata {
  const full = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  return {
    title: { absolute: full },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_IN',
      url: path,
      title: full,
      description,
    },
  };
}

/** pageMetadata for a page whose content object holds its own title and description. */
export function contentMetadata(
  page: { title: string; description: string },
  path: string,
): Metadata {
  return pageMetadata({ title: page.title, description: page.description, path });
}
