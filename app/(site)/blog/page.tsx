import type { Metadata } from 'next';
import { Rss } from 'lucide-react';
import { PageIntro } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteLink } from '@/components/ui/route-link';
import { blogPage as page } from '@/content/blog-page';
import { allPosts } from '@/lib/blog';
import { formatDay } from '@/lib/dates';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';

export const metadata: Metadata = {
  ...contentMetadata(page, '/blog'),
  alternates: {
    canonical: '/blog',
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: page.heading }] },
  },
};

export default function BlogPage() {
  const posts = allPosts();
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/blog' }])} />
      <PageIntro title={page.heading} paragraphs={page.intro}>
        <a
          href="/blog/rss.xml"
          className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-2"
        >
          <Rss aria-hidden="true" className="size-5" />
          {page.rssLabel}
        </a>
      </PageIntro>
      <div className="container-page max-w-5xl py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.map((p) => (
            <li key={p.slug}>
              <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="text-sm text-muted">
                  <time dateTime={p.date}>{formatDay(p.date)}</time> · {p.readingMinutes} min read
                </p>
                <h2 className="mt-2 font-display text-2xl font-bold">
                  <RouteLink href={`/blog/${p.slug}`} className="hover:text-brand hover:underline">
                    {p.title}
                  </RouteLink>
                </h2>
                <p className="mt-3 flex-1 leading-relaxed">{p.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                  {p.tags.map((t) => (
                    <li key={t} className="rounded-full bg-cream px-3 py-1 text-sm font-semibold">
                      {t}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
