import { DashSidePreview } from '@/components/dashboard/dash-nav-preview';
import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';

export const metadata = previewMetadata('DashSide');

// /DashSide: the learner area's sidebar with sample data (public, noindex, not in the sitemap)
export default function DashSidePage() {
  return (
    <PreviewFrame name="DashSide">
      <DashSidePreview />
    </PreviewFrame>
  );
}
