import Link from 'next/link';
import type { CohortLine } from '@/lib/admin/courses/overview';
import { formatDay } from '@/lib/dates';

/**
 * A course's cohorts whose end date has passed, folded away under the courses page's table (a
 * native <details>: Enter or Space opens it), each a link to its page with its dates and seats taken.
 */
export function EndedCohorts({ cohorts }: { cohorts: CohortLine[] }) {
  if (!cohorts.length) return null;
  return (
    <details className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-semibold text-ink">
        Ended cohorts ({cohorts.length})
      </summary>
      <ul className="mt-1 divide-y divide-slate-200">
        {cohorts.map((k) => {
          const taken = k.batches.reduce((n, b) => n + b.taken, 0);
          const capacity = k.batches.reduce((n, b) => n + b.capacity, 0);
          return (
            <li key={k.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
              <Link href={`/admin/courses/${k.id}`} className="font-semibold text-brand underline">
                Cohort {k.number}
              </Link>
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900">
                Ended
              </span>
              <span>
                {formatDay(k.startDate)} to {formatDay(k.endDate)}
              </span>
              <span className="text-muted">
                {taken} of {capacity} seats taken
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
