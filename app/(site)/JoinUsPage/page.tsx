import type { Metadata } from 'next';
import { ApplicationForm } from '@/components/forms/application-form';
import { InnerPage } from '@/components/pages/inner-page';
import { FormSection, PointList } from '@/components/pages/inner-page-sections';
import { joinUsPage as page } from '@/content/join-us';
import { contentMetadata } from '@/lib/metadata';

const path = '/JoinUsPage';

export const metadata: Metadata = contentMetadata(page, path);

export default function JoinUsPage() {
  return (
    <InnerPage path={path} page={page} eyebrow="Careers" className="max-w-5xl space-y-14">
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
    </InnerPage>
  );
}
