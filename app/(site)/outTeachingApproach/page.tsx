import type { Metadata } from 'next';
import { InnerPage } from '@/components/pages/inner-page';
import { CallToAction, PointList } from '@/components/pages/inner-page-sections';
import { teachingApproach as page } from '@/content/about';
import { contentMetadata } from '@/lib/metadata';

const path = '/outTeachingApproach';

export const metadata: Metadata = contentMetadata(page, path);

export default function TeachingApproachPage() {
  return (
    <InnerPage path={path} page={page} eyebrow="About us" className="max-w-6xl space-y-14">
      <section aria-labelledby="principles-heading">
        <h2 id="principles-heading" className="sr-only">
          Our principles
        </h2>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.principles.map((p, i) => (
            <li key={p.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
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
    </InnerPage>
  );
}
