import type { Metadata } from 'next';
import { ReminderLinkPage } from '@/components/checkout/reminder-link-page';
import { reminderPageText as t, resumeRefused } from '@/content/reminders';
import { firstParam } from '@/lib/auth/page-params';
import { readResumeLink } from '@/lib/payments/reminder-links';
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
  const check = await readResumeLink(token, await requestTime());
  return (
    <ReminderLinkPage
      heading={t.resumeHeading}
      action={
        check.ok
          ? {
              lead: t.resumeLead(check.reference),
              token,
              kind: 'resume',
              label: t.resumeButton,
            }
          : { refused: resumeRefused[check.why] }
      }
    />
  );
}
