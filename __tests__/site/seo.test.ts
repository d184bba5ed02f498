import {
  resolveRobots,
  resolveSitemap,
} from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { allPosts } from '@/lib/blog';
import { publicRoutes } from '@/content/routes';

const ORIGIN = 'https://www.example-school.in';
const before = process.env.SITE_URL;
beforeAll(() => {
  // A path on SITE_URL must not leak into the URLs: only the origin counts.
  process.env.SITE_URL = `${ORIGIN}/some/path`;
});
afterAll(() => {
  if (before === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = before;
});

/** What a sitemap reader sees in `<loc>` once the XML is parsed. */
const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('sitemap', () => {
  it('lists every public route once, with absolute URLs on the site origin', () => {
    // the pages of content/routes.ts, then one entry per blog post
    const all = sitemap();
    const entries = all.slice(0, publicRoutes.length);
    expect(all.slice(publicRoutes.length).map((e) => e.url)).toEqual(
      allPosts().map((p) => `${ORIGIN}/blog/${p.slug}`),
    );
    const urls = entries.map((e) => xmlUnescape(e.url));
    expect(urls).toEqual(publicRoutes.map((r) => `${ORIGIN}${r.path}`));
    for (const [i, route] of publicRoutes.entries()) {
      expect(entries[i]).toMatchObject({
        changeFrequency: route.changeFrequency,
        priority: route.priority,
      });
    }
    expect(urls).toEqual(
      expect.arrayContaining(
        ['/', '/ContactUs', '/privacy-policy', '/t&c', '/Brochure'].map((p) => `${ORIGIN}${p}`),
      ),
    );
  });

  it('serialises to well-formed XML (the & of /t&c escaped exactly once)', () => {
    const xml = resolveSitemap(sitemap());
    expect(xml).toContain(`<loc>${ORIGIN}/t&amp;c</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    // No bare ampersand: every & starts an entity.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('keeps priorities within 0..1', () => {
    for (const route of publicRoutes) {
      expect(route.priority).toBeGreaterThanOrEqual(0);
      expect(route.priority).toBeLessThanOrEqual(1);
    }
  });
});

describe('robots', () => {
  it('allows everything but the API and private areas, and names the sitemap', () => {
    const txt = resolveRobots(robots());
    expect(txt).toContain('User-Agent: *');
    expect(txt).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/dashboard'])
      expect(txt).toContain(`Disallow: ${path}`);
    expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
