import { blogPage } from '@/content/blog-page';
import { site } from '@/content/site';
import { allPosts } from '@/lib/blog';
import { indiaDayStart } from '@/lib/dates';
import { siteUrl } from '@/lib/site-url';

// GET /blog/rss.xml: the blog's RSS 2.0 feed (static, built with the posts)
export const dynamic = 'force-static';

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function GET() {
  const origin = siteUrl();
  const posts = allPosts();
  const items = posts
    .map((p) => {
      const url = `${origin}/blog/${p.slug}`;
      return `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <pubDate>${indiaDayStart(p.date).toUTCString()}</pubDate>
      <description>${xml(p.description)}</description>
${p.tags.map((t) => `      <category>${xml(t)}</category>`).join('\n')}
    </item>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${blogPage.heading} | ${site.name}`)}</title>
    <link>${xml(`${origin}/blog`)}</link>
    <atom:link href="${xml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xml(blogPage.description)}</description>
    <language>en-IN</language>
${posts[0] ? `    <lastBuildDate>${indiaDayStart(posts[0].date).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
