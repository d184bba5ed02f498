import type { Metadata } from 'next';
import { ServicePage } from '@/components/pages/service-page';
import { TranslationForm } from '@/components/forms/service-forms';
import { translationPage as page } from '@/content/services/translation';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(page, page.path);

export default function Page() {
  return <ServicePage page={page} form={<TranslationForm />} />;
}
