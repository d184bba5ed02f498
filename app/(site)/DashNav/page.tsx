import { DashNavPreview } from '@/components/dashboard/dash-nav-preview';
import { previewMetadata } from '@/components/dashboard/preview-frame';
import { previewPage } from '@/components/pages/preview-page';

export const metadata = previewMetadata('DashNav');

// /DashNav: the learner area's top bar with sample data (public, noindex, not in the sitemap)
export default previewPage('DashNav', DashNavPreview);
