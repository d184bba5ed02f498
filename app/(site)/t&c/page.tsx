import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { termsAndConditions } from '@/content/legal/terms';

export const metadata: Metadata = {
  title: termsAndConditions.title,
  description: termsAndConditions.description,
  alternates: { canonical: '/t&c' },
};

export default function TermsPage() {
  return <LegalDocumentView doc={termsAndConditions} />;
}
