import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy';

export const metadata: Metadata = contentMetadata(privacyPolicy, '/privacy-policy');

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
