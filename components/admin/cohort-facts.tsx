import { slotLabel } from '@/lib/admin/courses/changes';
import type { PriceState } from '@/lib/courses/pricing';
import { formatDay } from '@/lib/dates';
import { formatInr } from '@/lib/format';

const tones: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800',
  published: 'bg-green-100 text-green-900',
  closed: 'bg-amber-100 text-amber-900',
};

/**
 * A cohort's status ('Ended' once its end date has passed), and 'on sale' when it is the one the
 * public pages sell.
 */
export function CohortStatusBadge({
  status,
  current,
  ended = false,
}: {
  status: string;
  current: boolean;
  ended?: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${ended ? 'bg-slate-200 text-slate-900' : (tones[status] ?? 'bg-slate-100')}`}
      >
        {ended ? 'Ended' : status}
      </span>
      {current ? (
        <span className="inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
          on sale
        </span>
      ) : null}
    </span>
  );
}

/** The price a learner is quoted now: the active tier's (until when) or the list price. */
export function PriceNow({ price }: { price: PriceState | null }) {
  if (!price) return <>-</>;
  return (
    <>
      {formatInr(price.price)}
      <span className="block text-muted">
        {price.tier
          ? `${price.discountPercent}% off ${formatInr(price.mrp)} until ${formatDay(price.tier.end)}`
          : 'list price'}
      </span>
    </>
  );
}

/** Each batch's seats: taken / capacity, closed or over capacity said in words. */
export function SeatsLine({
  batches,
}: {
  batches: { id: string; slot: number; capacity: number; open: boolean; taken: number }[];
}) {
  if (!batches.length) return <>No batches</>;
  return (
    <ul className="grid gap-0.5">
      {batches.map((b) => (
        <li key={b.id}>
          {slotLabel(b.slot)}:{' '}
          <span className={b.taken > b.capacity ? 'font-semibold text-red-700' : 'font-semibold'}>
            {b.taken} / {b.capacity}
          </span>
          {b.taken > b.capacity ? ' (over capacity)' : b.taken >= b.capacity ? ' (full)' : ''}
          {b.open ? '' : ' (closed)'}
        </li>
      ))}
    </ul>
  );
}
