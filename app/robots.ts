import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    // The API, staff and learner areas are not pages for search results.
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/admin', '/dashboard', '/calendar/'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
