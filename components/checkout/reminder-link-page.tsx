import type { ReactNode } from 'react';
import Link from 'next/link';
import { FormAlert } from '@/components/auth/form-alert';
import { ReminderLinkButton } from '@/components/checkout/reminder-link-button';
import { cardClass as card } from '@/components/ui/card';
import { reminderPageText as t } from '@/content/reminders';

/**
 * The page a checkout reminder's link opens (resume the payment, or 'No more reminders'): its
 * heading, and either what the button will do with the button itself, or why the link no longer
 * works. Opening it changes nothing; only the button does.
 */
export function ReminderLinkPage({
  heading,
  action,
}: {
  heading: string;
  action:
    | { lead: ReactNode; token: string; kind: 'resume' | 'stop'; label: string; done?: string }
    | { refused: string };
}) {
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className={`mx-auto max-w-xl ${card}`}>
        <h1 className="font-display text-3xl font-bold text-brand">{heading}</h1>
        <div className="mt-4 grid gap-4">
          {'refused' in action ? (
            <FormAlert>{action.refused}</FormAlert>
          ) : (
            <>
              <p className="text-ink">{action.lead}</p>
              <ReminderLinkButton
                token={action.token}
                action={action.kind}
                label={action.label}
                done={action.done}
              />
            </>
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
