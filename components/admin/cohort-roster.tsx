import Link from 'next/link';
import { ColumnHeads } from '@/components/ui/column-heads';
import { StatusBadge } from '@/components/admin/inbox-list';
import { slotLabel, rupees } from '@/lib/admin/courses/changes';
import type { RosterLine } from '@/lib/admin/courses/overview';

/** One batch's learners: name, status, contact, amount; a paid learner over capacity flagged. */
export function Roster({ rows }: { rows: RosterLine[] }) {
  if (!rows.length) return <p className="mt-2 text-sm text-muted">Nobody yet.</p>;
  return (
    <div className="relative mt-2 overflow-x-auto">
      <table className="stack-table w-full text-sm">
        <ColumnHeads
          className="border-b border-slate-200 text-left"
          cellClassName="py-1"
          labels={['Learner', 'Status', 'Email', 'Phone', 'Amount']}
        />
        <tbody>
          {rows.map((e) => (
            <tr key={e.reference} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                <Link
                  href={`/admin/enrolments/${e.reference}`}
                  className="font-semibold text-brand underline"
                >
                  {e.fullName}
                </Link>
                {e.overCapacity ? (
                  <span className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    over capacity
                  </span>
                ) : null}
              </th>
              <td className="py-1 pr-3" data-label="Status">
                <StatusBadge status={e.status} />
              </td>
              <td className="py-1 pr-3 [overflow-wrap:anywhere]" data-label="Email">
                {e.email}
              </td>
              <td className="py-1 pr-3 whitespace-nowrap" data-label="Phone">
                {e.phone}
              </td>
              <td className="py-1 whitespace-nowrap" data-label="Amount">
                {rupees(e.amountPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each batch's seats and roster, with its CSV for admins. */
export function BatchRosters({
  cohortId,
  batches,
  admin,
}: {
  cohortId: string;
  batches: {
    id: string;
    slot: number;
    capacity: number;
    open: boolean;
    taken: number;
    roster: RosterLine[];
  }[];
  admin: boolean;
}) {
  const csv = (batch?: string) =>
    `/api/admin/courses/${cohortId}/roster${batch ? `?batch=${batch}` : ''}`;
  return (
    <div className="grid grid-cols-1 gap-5">
      {admin && batches.length ? (
        <p>
          <a href={csv()} download className="font-semibold text-brand underline">
            Export every batch (CSV)
          </a>
        </p>
      ) : null}
      {batches.map((b) => (
        <section key={b.id} aria-labelledby={`batch-${b.id}`}>
          <h3 id={`batch-${b.id}`} className="font-bold text-ink">
            {slotLabel(b.slot)} IST · {b.taken} / {b.capacity} seats taken
            {b.open ? '' : ' · closed'}
            {b.taken > b.capacity ? <span className="ml-2 text-red-700">over capacity</span> : null}
          </h3>
          <p className="mt-1 text-sm">
            <Link
              href={`/admin/courses/${cohortId}/batches/${b.id}`}
              className="font-semibold text-brand underline"
            >
              Timetable and joining link
              <span className="sr-only">: {slotLabel(b.slot)}</span>
            </Link>{' '}
            ·{' '}
            <Link
              href={`/admin/courses/${cohortId}/batches/${b.id}#holds`}
              className="font-semibold text-brand underline"
            >
              Seats held unpaid
              <span className="sr-only">: {slotLabel(b.slot)}</span>
            </Link>
          </p>
          <Roster rows={b.roster} />
          {admin && b.roster.length ? (
            <p className="mt-1 text-sm">
              <a href={csv(b.id)} download className="font-semibold text-brand underline">
                Export this batch (CSV)
                <span className="sr-only">: {slotLabel(b.slot)}</span>
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
