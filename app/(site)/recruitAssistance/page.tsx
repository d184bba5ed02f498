import type { Metadata } from 'next';
import { ServicePage } from '@/components/pages/service-page';
import { RecruitmentForm } from '@/components/forms/service-forms';
import { recruitmentPage as page } from '@/content/services/recruitment';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: page.path,
});

export default function Page() {
  return <ServicePage page={page} form={<RecruitmentForm />} />;
}
