import Link from 'next/link';
import { DataTable, type Column } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/admin/inbox-list';
import { slotLabel, rupees } from '@/lib/admin/courses/changes';
import type { RosterLine } from '@/lib/admin/courses/overview';

const rosterColumns: Column<RosterLine>[] = [
  {
    head: 'Learner',
    rowHeader: true,
    className: 'font-normal',
    cell: (e) => (
      <>
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
      </>
    ),
  },
  { head: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
  { head: 'Email', className: '[overflow-wrap:anywhere]', cell: (e) => e.email },
  { head: 'Phone', className: 'whitespace-nowrap', cell: (e) => e.phone },
  { head: 'Amount', className: 'whitespace-nowrap', cell: (e) => rupees(e.amountPaise) },
];

/** One batch's learners: name, status, contact, amount; a paid learner over capacity flagged. */
export function Roster({ rows }: { rows: RosterLine[] }) {
  return (
    <DataTable
      columns={rosterColumns}
      rows={rows}
      rowKey={(e) => e.reference}
      pad="compact"
      className="mt-2 text-sm"
      empty="Nobody yet."
    />
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
