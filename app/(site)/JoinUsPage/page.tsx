import type { Metadata } from 'next';
import { ApplicationForm } from '@/components/forms/application-form';
import { FormSection, PageIntro, PointList } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { joinUsPage as page } from '@/content/join-us';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(page, '/JoinUsPage');

export default function JoinUsPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/JoinUsPage' }])} />
      <PageIntro eyebrow="Careers" title={page.title} paragraphs={page.intro} />
      <div className="container-page max-w-5xl space-y-14 py-12 sm:py-16">
        <div className="grid gap-10 md:grid-cols-2">
          <PointList id="look-heading" heading={page.lookFor.heading} items={page.lookFor.items} />
          <PointList
            id="work-heading"
            heading={page.whatYouDo.heading}
            items={page.whatYouDo.items}
          />
        </div>
        <FormSection id="apply-heading" heading={page.form.heading} intro={page.form.intro}>
          <ApplicationForm />
        </FormSection>
      </div>
    </>
  );
}
