import Link from 'next/link';
import { TimeAgo } from '@/components/admin/time-ago';
import { buttonClass } from '@/components/ui/button';
import { releaseSeatAction } from '@/lib/admin/actions/enrolments';
import type { HoldLine } from '@/lib/admin/holds';
import { formatDateTime } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';

/**
 * A batch's seats held unpaid: each enrolment with what holds it (a quote, or a reported
 * transfer), how long it has held it and until when, and 'Release seat'.
 */
export function UnpaidHolds({
  holds,
  where,
  now,
}: {
  holds: HoldLine[];
  where: { cohortId: string; batchId: string };
  now: number;
}) {
  if (!holds.length) return <p className="mt-2 text-sm text-muted">No seat is held unpaid.</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {holds.map((h) => (
        <li
          key={h.reference}
          className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="min-w-0">
            <p>
              <Link
                href={`/admin/enrolments/${h.reference}`}
                className="font-semibold text-brand underline"
              >
                {h.fullName}
              </Link>{' '}
              <span className="font-mono">{h.reference}</span> · {formatPaise(h.amountPaise)}
            </p>
            <p className="break-all text-muted">
              {h.email} · {h.phone}
            </p>
            <p>
              {h.kind === 'transfer' ? (
                <>Transfer reported{h.utr ? <> ({h.utr})</> : null}, not confirmed</>
              ) : (
                <>Price quote, not paid</>
              )}{' '}
              · held since <TimeAgo at={h.since} now={now} />
              {h.until ? <> · until {formatDateTime(h.until)} IST</> : null}
            </p>
          </div>
          <form action={releaseSeatAction}>
            <input type="hidden" name="reference" value={h.reference} />
            <input type="hidden" name="cohortId" value={where.cohortId} />
            <input type="hidden" name="batchId" value={where.batchId} />
            <button type="submit" className={buttonClass('outline', 'min-h-11 px-4 text-sm')}>
              Release seat
              <span className="sr-only">
                : {h.fullName}, {h.reference}
              </span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
