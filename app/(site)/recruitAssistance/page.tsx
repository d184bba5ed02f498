import type { Metadata } from 'next';
import { ServicePage } from '@/components/pages/service-page';
import { RecruitmentForm } from '@/components/forms/service-forms';
import { recruitmentPage as page } from '@/content/services/recruitment';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(page, page.path);

export default function Page() {
  return <ServicePage page={page} form={<RecruitmentForm />} />;
}
