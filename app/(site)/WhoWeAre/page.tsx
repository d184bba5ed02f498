import type { Metadata } from 'next';
import { CallToAction, PageIntro, PointList } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { whoWeAre as page } from '@/content/about';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd, organizationLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(page, '/WhoWeAre');

export default function WhoWeArePage() {
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([{ name: page.title, path: '/WhoWeAre' }])]} />
      <PageIntro eyebrow="About us" title={page.title} paragraphs={page.intro} />
      <div className="container-page max-w-5xl space-y-14 py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-3">
          {page.sections.map((s, i) => (
            <PointList key={s.heading} id={`who-${i}`} heading={s.heading} items={s.items} />
          ))}
        </div>
        <CallToAction heading={page.cta.heading} body={page.cta.body} />
      </div>
    </>
  );
}
