import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import type { ServicePageContent } from '@/content/services/types';
import { breadcrumbLd, serviceLd } from '@/lib/structured-data';
import { FormSection, PageIntro, PointList, Steps } from './inner-page-sections';

/** A service page (spec §2 Services group): who it is for, what we do, how it works, the form. */
export function ServicePage({ page, form }: { page: ServicePageContent; form: ReactNode }) {
  return (
    <>
      <JsonLd data={[serviceLd(page), breadcrumbLd([{ name: page.title, path: page.path }])]} />
      <PageIntro eyebrow="Services" title={page.title} paragraphs={page.intro}>
        <a href="#enquiry" className={buttonClass('primary', 'mt-8 px-8')}>
          {page.form.heading}
        </a>
      </PageIntro>
      <div className="container-page max-w-5xl space-y-14 py-12 sm:py-16">
        <div className="grid gap-10 md:grid-cols-2">
          <PointList id="who-heading" heading={page.whoFor.heading} items={page.whoFor.items} />
          <PointList
            id="what-heading"
            heading={page.whatWeDo.heading}
            items={page.whatWeDo.items}
          />
        </div>
        <Steps id="how-heading" heading={page.howItWorks.heading} steps={page.howItWorks.steps} />
        <FormSection id="enquiry-heading" heading={page.form.heading} intro={page.form.intro}>
          {form}
        </FormSection>
      </div>
    </>
  );
}
