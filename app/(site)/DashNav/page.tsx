import { DashNavPreview } from '@/components/dashboard/dash-nav-preview';
import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';

export const metadata = previewMetadata('DashNav');

// /DashNav: the learner area's top bar with sample data (public, noindex, not in the sitemap)
export default function DashNavPage() {
  return (
    <PreviewFrame name="DashNav">
      <DashNavPreview />
    </PreviewFrame>
  );
}
