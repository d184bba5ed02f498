import type { ReactNode } from 'react';
import { coursePageText as t } from '@/content/courses/page-text';
import { formatCountdown, type PriceState } from '@/lib/courses/pricing';

/**
 * What the price's countdown line says (course page, checkout): that the offer has just ended, or
 * the time left in it; `otherwise` when neither.
 */
export function OfferCountdown({
  state,
  now,
  otherwise = null,
}: {
  state: PriceState;
  now: number;
  otherwise?: ReactNode;
}) {
  if (state.justExpired) return <span className="text-brand">{t.expired}</span>;
  if (state.countdown && state.endsAt !== null) {
    return (
      <>
        {t.countdownLabel}{' '}
        <span className="font-mono text-brand tabular-nums">
          {formatCountdown(state.endsAt - now)}
        </span>
      </>
    );
  }
  return otherwise;
}
