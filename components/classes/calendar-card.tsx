import { CalendarDays } from 'lucide-react';
import { IconCard } from '@/components/dashboard/icon-card';
import { buttonClass } from '@/components/ui/button';
import { calendarText as t } from '@/content/classes';
import type { CalendarNotice } from '@/lib/learner/classes';
import { resetCalendarFeedAction } from '@/lib/learner/actions/calendar';
import { CalendarAddress } from './calendar-address';

/**
 * The dashboard's calendar card, for a learner with a batch: their private feed's address to
 * copy, 'Add to Google Calendar', the privacy note and 'Reset link' (a confirm step in a
 * <details>, then a form posting the server action; it works without JavaScript).
 */
export function CalendarCard({ address, notice }: { address: string; notice: CalendarNotice }) {
  return (
    <IconCard
      icon={CalendarDays}
      headingId="calendar-card-heading"
      title={t.heading}
      lead={<p className="mt-1 text-sm text-muted">{t.lead}</p>}
    >
      <div className="mt-4">
        <CalendarAddress address={address} />
      </div>
      <p className="mt-4 text-sm text-muted">{t.privateNote}</p>
      <details className="mt-3">
        <summary className="cursor-pointer py-2 font-semibold text-brand">{t.reset}</summary>
        <form action={resetCalendarFeedAction} className="mt-2 rounded-xl bg-cream p-4">
          <p className="text-sm text-ink">{t.resetConfirm}</p>
          <button type="submit" className={buttonClass('outline', 'mt-3')}>
            {t.resetSubmit}
          </button>
        </form>
      </details>
      <p role="status" className="mt-2 text-sm font-semibold text-ink">
        {notice === 'reset' ? t.resetDone : notice === 'failed' ? t.resetFailed : ''}
      </p>
    </IconCard>
  );
}
