import type { Metadata } from 'next';
import { InnerPage } from '@/components/pages/inner-page';
import { CallToAction, PointList } from '@/components/pages/inner-page-sections';
import { whoWeAre as page } from '@/content/about';
import { contentMetadata } from '@/lib/metadata';
import { organizationLd } from '@/lib/structured-data';

const path = '/WhoWeAre';

export const metadata: Metadata = contentMetadata(page, path);

export default function WhoWeArePage() {
  return (
    <InnerPage
      path={path}
      page={page}
      eyebrow="About us"
      ld={[organizationLd()]}
      className="max-w-5xl space-y-14"
    >
      <div className="grid gap-10 lg:grid-cols-3">
        {page.sections.map((s, i) => (
          <PointList key={s.heading} id={`who-${i}`} heading={s.heading} items={s.items} />
        ))}
      </div>
      <CallToAction heading={page.cta.heading} body={page.cta.body} />
    </InnerPage>
  );
}
