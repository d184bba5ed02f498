import type { Metadata } from 'next';
import { HowItWorks } from '@/components/dashboard/how-it-works';
import { ShareButtons } from '@/components/dashboard/share-buttons';
import { WithdrawDialog } from '@/components/dashboard/withdraw-dialog';
import { referralText as t } from '@/content/learner';
import { requireUser } from '@/lib/auth/session';
import { MIN_WITHDRAWAL_PAISE, referralCodeFor, walletOf } from '@/lib/learner/referrals';
import { contentMetadata } from '@/lib/metadata';
import { formatPaise } from '@/lib/payments/format';
import { siteUrl } from '@/lib/site-url';
import { formatDate } from '@/lib/dates';
import { cardClass as card } from '@/components/ui/card';

export const metadata: Metadata = {
  ...contentMetadata(t, '/dashboard/refer-and-earn'),
  robots: { index: false },
};

// /dashboard/refer-and-earn (spec §2): the learner's code and share link, how it works, the wallet
export default async function ReferAndEarnPage() {
  const user = await requireUser('/dashboard/refer-and-earn');
  const [code, wallet] = await Promise.all([referralCodeFor(user.id), walletOf(user.id)]);
  const link = `${siteUrl()}/checkout?referral=${code}`;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 text-muted">{t.lead}</p>
      </div>
      <section aria-labelledby="share-heading" className={card}>
        <h2 id="share-heading" className="sr-only">
          {t.codeLabel}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-[auto_1fr]">
          <div>
            <dt className="text-sm text-muted">{t.codeLabel}</dt>
            <dd className="font-mono text-2xl font-bold tracking-wider text-brand">{code}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-muted">{t.linkLabel}</dt>
            <dd className="truncate font-mono text-sm text-ink">{link}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <ShareButtons code={code} link={link} />
        </div>
      </section>
      <HowItWorks />
      <section aria-labelledby="wallet-heading" className={card}>
        <h2 id="wallet-heading" className="font-display text-2xl font-bold text-ink">
          {t.walletHeading}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-xl bg-cream p-3">
            <dt className="text-sm text-muted">{t.balance}</dt>
            <dd className="text-2xl font-bold text-ink" data-testid="wallet-balance">
              {formatPaise(wallet.balancePaise)}
            </dd>
          </div>
          <div className="rounded-xl bg-cream p-3">
            <dt className="text-sm text-muted">{t.earned}</dt>
            <dd className="text-2xl font-bold text-ink">{formatPaise(wallet.earnedPaise)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-ink">{t.friends(wallet.friends)}</p>
        <div className="mt-4">
          <WithdrawDialog
            amount={formatPaise(wallet.balancePaise)}
            enabled={wallet.balancePaise >= MIN_WITHDRAWAL_PAISE}
          />
        </div>
        {wallet.withdrawals.length ? (
          <>
            <h3 className="mt-6 font-bold text-ink">{t.historyHeading}</h3>
            <ul className="mt-2 divide-y divide-slate-200">
              {wallet.withdrawals.map((w) => (
                <li key={w.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span>
                    {formatDate(w.createdAt)} · {w.upiId}
                  </span>
                  <span className="font-semibold">
                    {formatPaise(w.amountPaise)} · {w.status === 'paid' ? t.paid : t.requested}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
