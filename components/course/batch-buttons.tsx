import { RouteLink } from '@/components/ui/route-link';
import { batches } from '@/content/courses-overview';
import { coursePageText as t } from '@/content/courses/page-text';
import type { SeatState } from '@/lib/courses/offer';
import { WaitlistButton } from './waitlist-button';

const button =
  'flex min-h-14 w-full flex-col items-center justify-center rounded-xl border-2 px-3 py-2 text-center font-semibold';

/**
 * The schedule's five batch buttons (spec §2, §9): each goes to the checkout with its slot, says
 * '2 seats left' when three or fewer remain, and, when full or closed, offers the waitlist for
 * that slot instead. With no cohort on sale, every button offers the waitlist.
 */
export function BatchButtons({ course, seats }: { course: string; seats: SeatState[] | null }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {batches.slots.map((slot, i) => {
        const seat = seats?.[i];
        const bookable = seat && (seat.state === 'open' || seat.state === 'few');
        return (
          <li key={slot} data-testid={`batch-${i}`}>
            {bookable ? (
              <RouteLink
                href={`/checkout?course=${course}&batch=${i}`}
                className={`${button} border-brand text-brand hover:bg-brand hover:text-white`}
              >
                {t.batchButton(slot)}
                {seat.state === 'few' ? (
                  <span className="text-sm font-normal">{t.seatsLeft(seat.left)}</span>
                ) : null}
              </RouteLink>
            ) : (
              <WaitlistButton
                course={course}
                slot={i}
                className={`${button} border-slate-300 text-ink hover:border-brand`}
              >
                {t.batchButton(slot)}
                <span className="text-sm font-normal">
                  {seat?.state === 'full' ? `${t.full} · ${t.joinWaitlist}` : t.joinWaitlist}
                </span>
              </WaitlistButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
