'use client';

import type { PriceTier } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { checkoutText } from '@/content/checkout';
import { formatInr } from '@/lib/format';
import { OfferCountdown } from '@/components/course/offer-countdown';
import { useLivePrice } from '@/components/course/use-live-price';

/**
 * The checkout's price for this moment: the same live price and countdown as the course page's
 * card (it switches at a tier's deadline without a reload). What the learner pays is quoted again
 * on the server when they continue.
 */
export function CheckoutLivePrice({
  mrp,
  prices,
  serverNow,
}: {
  mrp: number;
  prices: PriceTier[];
  serverNow: number;
}) {
  const { state, now } = useLivePrice({ mrp, prices }, serverNow);
  if (!state) return null;
  return (
    <div aria-live="polite">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-ink">
        {state.tier ? (
          <>
            <dt className="text-muted">{checkoutText.mrp}</dt>
            <dd className="text-muted line-through">{formatInr(state.mrp)}</dd>
            <dt className="text-muted">{checkoutText.youSave}</dt>
            <dd className="font-semibold text-green-800">
              {formatInr(state.mrp - state.price)} ({t.off(state.discountPercent)})
            </dd>
          </>
        ) : null}
        <dt className="mt-2 text-lg font-bold">{checkoutText.price}</dt>
        <dd className="mt-2 text-2xl font-bold text-brand" data-testid="checkout-price">
          {formatInr(state.price)}
        </dd>
      </dl>
      <p className="mt-1 min-h-6 text-sm font-semibold" data-testid="countdown">
        <OfferCountdown state={state} now={now} />
      </p>
    </div>
  );
}
