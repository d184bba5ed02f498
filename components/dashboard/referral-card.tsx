import { Gift } from 'lucide-react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { referralText as t } from '@/content/learner';
import { formatPaise } from '@/lib/payments/format';
import { IconCard } from './icon-card';

/** The dashboard's referral card: the code, the balance, and the way to Refer and Earn. */
export function ReferralCard({
  code,
  balancePaise,
  friends,
  href = '/dashboard/refer-and-earn',
}: {
  code: string;
  balancePaise: number;
  friends: number;
  /** null on the preview route (no link into the learner area). */
  href?: string | null;
}) {
  return (
    <IconCard
      icon={Gift}
      headingId="referral-card-heading"
      title={t.heading}
      lead={<p className="mt-1 text-sm text-muted">{t.lead}</p>}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-cream p-3">
          <dt className="text-sm text-muted">{t.codeLabel}</dt>
          <dd className="font-mono text-lg font-bold tracking-wider text-ink">{code}</dd>
        </div>
        <div className="rounded-xl bg-cream p-3">
          <dt className="text-sm text-muted">{t.balance}</dt>
          <dd className="text-lg font-bold text-ink">{formatPaise(balancePaise)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink">{t.friends(friends)}</p>
      {href ? (
        <Link href={href} className={buttonClass('primary', 'mt-4')}>
          {t.title}
        </Link>
      ) : null}
    </IconCard>
  );
}
