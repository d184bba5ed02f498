import type { Metadata } from 'next';
import { ServicePage } from '@/components/pages/service-page';
import { CorporateForm } from '@/components/forms/service-forms';
import { corporatePage as page } from '@/content/services/corporate';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(page, page.path);

export default function Page() {
  return <ServicePage page={page} form={<CorporateForm />} />;
}
