import type { ReactNode } from 'react';
import { DataTable, totalRow, type Column } from '@/components/admin/data-table';
import { funnelText as t } from '@/content/funnel';
import {
  conversion,
  formatPaise,
  minutesInWords,
  periodLabel,
  type FunnelFilters,
} from '@/lib/admin/funnel';
import type { FunnelCounts, FunnelReport } from '@/lib/admin/funnel-report';

const pct = (n: number | null) => (n === null ? '—' : `${n}%`);

/** A line of the funnel (a period and an origin), or the total under them. */
type Line = { period: string; key: string; counts: FunnelCounts; total: boolean };

/** The counts' columns, each figures: the rates from the counts before them. */
const countColumns = (): Column<Line>[] => {
  const k = t.columns;
  const figures: [string, (c: FunnelCounts) => ReactNode][] = [
    [k.enquiries, (c) => c.enquiries],
    [k.started, (c) => c.started],
    [k.startedRate, (c) => pct(conversion(c.started, c.enquiries))],
    [k.paid, (c) => c.paid],
    [k.paidRate, (c) => pct(conversion(c.paid, c.started))],
    [k.revenue, (c) => formatPaise(c.revenuePaise)],
    [k.response, (c) => minutesInWords(c.medianResponseMinutes)],
  ];
  return figures.map(([head, value]) => ({ head, numeric: true, cell: (l) => value(l.counts) }));
};

/** The funnel's lines (a period and an origin each), then the total: stacked on a phone. */
export function FunnelTable({ f, report }: { f: FunnelFilters; report: FunnelReport }) {
  const lines: Line[] = [
    ...report.rows.map((r) => ({
      period: periodLabel(r.period, f.period),
      key: r.key,
      counts: r,
      total: false,
    })),
    { period: t.total, key: `${f.from} – ${f.to}`, counts: report.total, total: true },
  ];
  const columns: Column<Line>[] = [
    {
      head: t.columns.period[f.period],
      cell: (l) => l.period,
      className: 'whitespace-nowrap',
    },
    {
      head: t.dimensions[f.by],
      rowHeader: true,
      cell: (l) => l.key,
      className: 'font-semibold break-words',
    },
    ...countColumns(),
  ];
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(l) => (l.total ? 'total' : `${l.period}|${l.key}`)}
      rowClassName={(l) => (l.total ? `${totalRow} font-semibold` : undefined)}
      caption={`${t.title}: ${t.dimensions[f.by]} by ${t.periods[f.period].toLowerCase()}`}
      frame="card"
      className="mt-4"
    />
  );
}
