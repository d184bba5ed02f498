import { Gift } from 'lucide-react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { referralText as t } from '@/content/learner';
import { formatPaise } from '@/lib/payments/format';

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
    <article
      aria-labelledby="referral-card-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 id="referral-card-heading" className="text-lg font-bold text-ink">
            {t.heading}
          </h3>
          <p className="mt-1 text-sm text-muted">{t.lead}</p>
        </div>
      </div>
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
    </article>
  );
}
