import type { Metadata } from 'next';
import Link from 'next/link';
import { FormAlert } from '@/components/auth/form-alert';
import { ReminderLinkButton } from '@/components/checkout/reminder-link-button';
import { cardClass as card } from '@/components/ui/card';
import { reminderPageText as t } from '@/content/reminders';
import { firstParam } from '@/lib/auth/page-params';
import { readStopToken } from '@/lib/payments/reminder-links';

export const metadata: Metadata = {
  title: t.stopTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

// /checkout/no-more-reminders?t=…: a checkout reminder's 'No more reminders' link. Opening it
// records nothing (a mail scanner may fetch it); one press of its button does, without sign-in.
export default async function NoMoreRemindersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstParam(await searchParams, 't') ?? '';
  const reference = await readStopToken(token);
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className={`mx-auto max-w-xl ${card}`}>
        <h1 className="font-display text-3xl font-bold text-brand">{t.stopHeading}</h1>
        <div className="mt-4 grid gap-4">
          {reference ? (
            <>
              <p className="text-ink">{t.stopLead(reference)}</p>
              <ReminderLinkButton
                token={token}
                action="stop"
                label={t.stopButton}
                done={t.stopped(reference)}
              />
            </>
          ) : (
            <FormAlert>{t.badLink}</FormAlert>
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
