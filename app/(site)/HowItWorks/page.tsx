import { HowItWorks } from '@/components/dashboard/how-it-works';
import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';

export const metadata = previewMetadata('HowItWorks');

// /HowItWorks: how the referral programme works, in three steps (public, noindex, not in the sitemap)
export default function HowItWorksPage() {
  return (
    <PreviewFrame name="HowItWorks">
      <HowItWorks />
    </PreviewFrame>
  );
}
