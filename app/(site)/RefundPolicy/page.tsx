import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { JsonLd } from '@/components/seo/json-ld';
import { refundPolicy } from '@/content/legal/refund';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(refundPolicy, '/RefundPolicy');

export default function RefundPolicyPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: refundPolicy.title, path: '/RefundPolicy' }])} />
      <LegalDocumentView doc={refundPolicy} />
    </>
  );
}
