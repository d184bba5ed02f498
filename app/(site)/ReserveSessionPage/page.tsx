import type { Metadata } from 'next';
import { ReservationForm } from '@/components/forms/reservation-form';
import { InnerPage } from '@/components/pages/inner-page';
import { FormSection, PointList } from '@/components/pages/inner-page-sections';
import { reservationPage as page } from '@/content/reservations';
import { contentMetadata } from '@/lib/metadata';

const path = '/ReserveSessionPage';

export const metadata: Metadata = contentMetadata(page, path);

// Static: the days and the full slots are read by the form in the browser (they change by the hour).
export default function ReserveSessionPage() {
  return (
    <InnerPage path={path} page={page} className="grid max-w-5xl gap-12 lg:grid-cols-[2fr_3fr]">
      <PointList
        id="session-heading"
        heading={page.whatHappens.heading}
        items={page.whatHappens.items}
      />
      <FormSection id="reserve-heading" heading={page.form.heading} intro={page.form.intro}>
        <ReservationForm />
      </FormSection>
    </InnerPage>
  );
}
