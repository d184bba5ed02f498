import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { allPosts } from '@/lib/blog';
import { siteUrl } from '@/lib/site-url';

/**
 * Next writes each `url` into `<loc>` as is, without XML escaping (next 16.4, resolve-route-data),
 * so '/t&c' would make the sitemap invalid XML: escape it here. Readers unescape `&amp;` back.
 */
function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  const pages: MetadataRoute.Sitemap = publicRoutes.map(({ path, changeFrequency, priority }) => ({
    url: xmlEscape(new URL(path, origin).href),
    changeFrequency,
    priority,
  }));
  // Each blog post (content/blog/), with its date.
  const posts: MetadataRoute.Sitemap = allPosts().map((p) => ({
    url: xmlEscape(new URL(`/blog/${p.slug}`, origin).href),
    lastModified: p.date,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...pages, ...posts];
}
