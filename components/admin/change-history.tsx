import { formatDateTime } from '@/lib/dates';
import type { FieldChange } from '@/lib/admin/courses/changes';

/**
 * A history of staff's changes (a cohort's, a batch's timetable), newest first: when (India time),
 * who, what it was about when the history covers several things, and each field before and after.
 */
export function ChangeHistory({
  rows,
}: {
  rows: { id: string; actorName: string; at: Date; about?: string; changes: FieldChange[] }[];
}) {
  if (!rows.length) return <p className="mt-2 text-muted">No changes recorded yet.</p>;
  return (
    <ol className="mt-2 grid min-w-0 grid-cols-1 gap-3 text-sm">
      {rows.map((r) => (
        <li key={r.id} className="min-w-0 rounded-lg bg-slate-50 p-3">
          <p className="break-words text-muted">
            <time dateTime={r.at.toISOString()}>{formatDateTime(r.at)}</time> IST · {r.actorName}
          </p>
          {r.about ? <p className="mt-1 font-semibold text-ink">{r.about}</p> : null}
          <ul className="mt-1 grid gap-0.5">
            {r.changes.map((c, i) => (
              <li key={i} className="wrap-anywhere">
                <strong>{c.field}</strong>: {c.before ?? '—'} → {c.after ?? '—'}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
