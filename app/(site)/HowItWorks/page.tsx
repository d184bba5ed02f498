import { HowItWorks } from '@/components/dashboard/how-it-works';
import { previewMetadata } from '@/components/dashboard/preview-frame';
import { previewPage } from '@/components/pages/preview-page';

export const metadata = previewMetadata('HowItWorks');

// /HowItWorks: how the referral programme works, in three steps (public, noindex, not in the sitemap)
export default previewPage('HowItWorks', HowItWorks);
