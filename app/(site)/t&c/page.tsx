import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { termsAndConditions } from '@/content/legal/terms';

export const metadata: Metadata = contentMetadata(termsAndConditions, '/t&c');

export default function TermsPage() {
  return <LegalDocumentView doc={termsAndConditions} />;
}
