import { Award } from 'lucide-react';
import Link from 'next/link';
import { certificateText, homeText } from '@/content/dashboard';
import { latestCertificateOf } from '@/lib/learner/certificates';
import { referralCodeFor, walletOf } from '@/lib/learner/referrals';
import { CertificateCard } from './certificate-card';
import { ReferralCard } from './referral-card';
import { EmptyState } from '@/components/ui/empty-state';
import { DashboardSection } from './dashboard-section';

/** The dashboard's referral card and certificate card (spec §2), for the signed-in learner. */
export async function HomeCards({ userId }: { userId: string }) {
  const [code, wallet, cert] = await Promise.all([
    referralCodeFor(userId),
    walletOf(userId),
    latestCertificateOf(userId),
  ]);
  return (
    <DashboardSection id="rewards-heading" title={homeText.rewardsHeading} className="mt-10">
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <ReferralCard code={code} balancePaise={wallet.balancePaise} friends={wallet.friends} />
        {cert ? (
          <CertificateCard c={cert} />
        ) : (
          <EmptyState
            card={{
              icon: Award,
              headingId: 'no-cert-heading',
              title: certificateText.emptyTitle,
              actions: (
                <Link
                  href="/dashboard/certificate"
                  className="mt-3 inline-block font-semibold text-brand underline underline-offset-4"
                >
                  {certificateText.heading}
                </Link>
              ),
            }}
          >
            {certificateText.emptyBody}
          </EmptyState>
        )}
      </div>
    </DashboardSection>
  );
}
