import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy';

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  alternates: { canonical: '/privacy-policy' },
};

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
