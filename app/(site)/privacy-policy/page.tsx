import { pageMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy';

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
