import type { Metadata } from 'next';
import { ReminderLinkPage } from '@/components/checkout/reminder-link-page';
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
    <ReminderLinkPage
      heading={t.stopHeading}
      action={
        reference
          ? {
              lead: t.stopLead(reference),
              token,
              kind: 'stop',
              label: t.stopButton,
              done: t.stopped(reference),
            }
          : { refused: t.badLink }
      }
    />
  );
}
