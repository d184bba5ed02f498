import { CertificateCard } from '@/components/dashboard/certificate-card';
import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';
import { previewSamples as s } from '@/content/learner';
import { indiaInstant } from '@/lib/dates';

export const metadata = previewMetadata('CertificateCard');

// A fixed date, so the prerendered page is the same at every build.
const ISSUED = indiaInstant('2026-06-30', '10:00');

// /CertificateCard: the certificate card with sample data (public, noindex, not in the sitemap)
export default function CertificateCardPage() {
  return (
    <PreviewFrame name="CertificateCard">
      <div className="max-w-md">
        <CertificateCard
          sample
          c={{
            id: s.certificate.id,
            course: s.certificate.course,
            issuedAt: ISSUED,
            percent: s.certificate.percent,
          }}
        />
      </div>
    </PreviewFrame>
  );
}
