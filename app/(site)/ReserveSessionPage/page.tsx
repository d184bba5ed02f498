import type { Metadata } from 'next';
import { ReservationForm } from '@/components/forms/reservation-form';
import { FormSection, PageIntro, PointList } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { reservationPage as page } from '@/content/reservations';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(page, '/ReserveSessionPage');

// Static: the days and the full slots are read by the form in the browser (they change by the hour).
export default function ReserveSessionPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.title, path: '/ReserveSessionPage' }])} />
      <PageIntro title={page.title} paragraphs={page.intro} />
      <div className="container-page grid max-w-5xl gap-12 py-12 sm:py-16 lg:grid-cols-[2fr_3fr]">
        <PointList
          id="session-heading"
          heading={page.whatHappens.heading}
          items={page.whatHappens.items}
        />
        <FormSection id="reserve-heading" heading={page.form.heading} intro={page.form.intro}>
          <ReservationForm />
        </FormSection>
      </div>
    </>
  );
}
