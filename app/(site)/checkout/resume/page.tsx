import type { Metadata } from 'next';
import Link from 'next/link';
import { FormAlert } from '@/components/auth/form-alert';
import { ReminderLinkButton } from '@/components/checkout/reminder-link-button';
import { cardClass as card } from '@/components/ui/card';
import { reminderPageText as t } from '@/content/reminders';
import { firstParam } from '@/lib/auth/page-params';
import { readResumeToken } from '@/lib/payments/reminder-links';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = {
  title: t.resumeTitle,
  robots: { index: false, follow: false },
  // The link's token must not travel on to other sites in a Referer.
  referrer: 'no-referrer',
};

// /checkout/resume?t=…: a checkout reminder's link back to the payment step. Opening it changes
// nothing (a mail scanner may fetch it); its button opens the payment step in this browser.
export default async function ResumePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstParam(await searchParams, 't') ?? '';
  const check = await readResumeToken(token, await requestTime());
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className={`mx-auto max-w-xl ${card}`}>
        <h1 className="font-display text-3xl font-bold text-brand">{t.resumeHeading}</h1>
        <div className="mt-4 grid gap-4">
          {check.ok ? (
            <>
              <p className="text-ink">{t.resumeLead(check.reference)}</p>
              <ReminderLinkButton token={token} action="resume" label={t.resumeButton} />
            </>
          ) : (
            <FormAlert>{check.why === 'expired' ? t.resumeExpired : t.badLink}</FormAlert>
          )}
        </div>
        <p className="mt-6">
          <Link href="/checkout" className="font-semibold text-brand underline underline-offset-4">
            {t.courses}
          </Link>
        </p>
      </div>
    </section>
  );
}
