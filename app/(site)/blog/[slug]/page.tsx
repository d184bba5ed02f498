import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteLink } from '@/components/ui/route-link';
import { allPosts, postBySlug } from '@/lib/blog';
import { formatDay } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';
import { articleLd, breadcrumbLd } from '@/lib/structured-data';

// Every post is rendered at build time; an unknown slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return allPosts().map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = postBySlug((await params).slug);
  if (!post) return {};
  const base = pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
  });
  return {
    ...base,
    openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date, tags: post.tags },
  };
}

export default async function PostPage({ params }: Props) {
  const post = postBySlug((await params).slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  return (
    <>
      <JsonLd
        data={[
          articleLd({ ...post, path }),
          breadcrumbLd([
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ]),
        ]}
      />
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <nav aria-label="Breadcrumb" className="text-sm">
          <RouteLink href="/blog" className="font-semibold text-brand underline underline-offset-2">
            Blog
          </RouteLink>
        </nav>
        <h1 className="mt-3 font-display text-3xl font-bold text-brand sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-muted">
          <time dateTime={post.date}>{formatDay(post.date)}</time> · {post.readingMinutes} min read
          · By our {post.author.toLowerCase()}
        </p>
        <div
          className="prose-article mt-8"
          // Rendered from our own Markdown at build time and sanitised (lib/blog.ts).
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <p className="mt-10 text-sm text-muted">Tags: {post.tags.join(', ')}</p>
      </article>
      <div className="container-page max-w-3xl pb-16">
        <CallToAction
          heading="Questions about your French?"
          body="Reserve a free session with a counsellor, or leave us a message."
        />
      </div>
    </>
  );
}
