import { formatDateTime } from '@/lib/dates';
import type { FieldChange } from '@/lib/admin/courses/changes';

/** A cohort's history, newest first: when (India time), who, and each field before and after. */
export function CohortHistory({
  rows,
}: {
  rows: { id: string; actor: string; at: Date; changes: FieldChange[] }[];
}) {
  if (!rows.length) return <p className="mt-2 text-muted">No changes recorded yet.</p>;
  return (
    <ol className="mt-2 grid gap-3 text-sm">
      {rows.map((r) => (
        <li key={r.id} className="rounded-lg bg-slate-50 p-3">
          <p className="text-muted">
            <time dateTime={r.at.toISOString()}>{formatDateTime(r.at)}</time> IST · {r.actor}
          </p>
          <ul className="mt-1 grid gap-0.5">
            {r.changes.map((c, i) => (
              <li key={i}>
                <strong>{c.field}</strong>: {c.before ?? '—'} → {c.after ?? '—'}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
