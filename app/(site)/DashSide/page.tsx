import { DashSidePreview } from '@/components/dashboard/dash-nav-preview';
import { previewMetadata } from '@/components/dashboard/preview-frame';
import { previewPage } from '@/components/pages/preview-page';

export const metadata = previewMetadata('DashSide');

// /DashSide: the learner area's sidebar with sample data (public, noindex, not in the sitemap)
export default previewPage('DashSide', DashSidePreview);
