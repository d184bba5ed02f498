import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';
import { ReferralCard } from '@/components/dashboard/referral-card';
import { previewSamples as s } from '@/content/learner';

export const metadata = previewMetadata('ReferralCard');

// /ReferralCard: the dashboard's referral card with sample data (public, noindex, not in the sitemap)
export default function ReferralCardPage() {
  return (
    <PreviewFrame name="ReferralCard">
      <div className="max-w-md">
        <ReferralCard
          code={s.referralCode}
          balancePaise={s.balancePaise}
          friends={s.friends}
          href={null}
        />
      </div>
    </PreviewFrame>
  );
}
