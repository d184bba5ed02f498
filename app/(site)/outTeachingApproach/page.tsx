import type { Metadata } from 'next';
import { CallToAction, PageIntro, PointList } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { teachingApproach as page } from '@/content/about';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(page, '/outTeachingApproach');

export default function TeachingApproachPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/outTeachingApproach' }])} />
      <PageIntro eyebrow="About us" title={page.title} paragraphs={page.intro} />
      <div className="container-page max-w-6xl space-y-14 py-12 sm:py-16">
        <section aria-labelledby="principles-heading">
          <h2 id="principles-heading" className="sr-only">
            Our principles
          </h2>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.principles.map((p, i) => (
              <li
                key={p.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span aria-hidden="true" className="font-display text-3xl font-bold text-brand">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 font-display text-xl font-bold">{p.title}</h3>
                <p className="mt-2 leading-relaxed">{p.body}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="max-w-3xl">
          <PointList id="week-heading" heading={page.week.heading} items={page.week.items} />
        </div>
        <CallToAction heading={page.demo.heading} body={page.demo.body} />
      </div>
    </>
  );
}
