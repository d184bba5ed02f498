import type { Metadata } from 'next';
import { ServicePage } from '@/components/pages/service-page';
import { CareerCounsellingForm } from '@/components/forms/service-forms';
import { careerCounsellingPage as page } from '@/content/services/career-counselling';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(page, page.path);

export default function Page() {
  return <ServicePage page={page} form={<CareerCounsellingForm />} />;
}
