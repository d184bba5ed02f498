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

function Cells({ c }: { c: FunnelCounts }) {
  const k = t.columns;
  return (
    <>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.enquiries}>
        {c.enquiries}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.started}>
        {c.started}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.startedRate}>
        {pct(conversion(c.started, c.enquiries))}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.paid}>
        {c.paid}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.paidRate}>
        {pct(conversion(c.paid, c.started))}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums" data-label={k.revenue}>
        {formatPaise(c.revenuePaise)}
      </td>
      <td className="py-2 text-right tabular-nums" data-label={k.response}>
        {minutesInWords(c.medianResponseMinutes)}
      </td>
    </>
  );
}

/** The funnel's lines (a period and an origin each), then the total: stacked on a phone. */
export function FunnelTable({ f, report }: { f: FunnelFilters; report: FunnelReport }) {
  const k = t.columns;
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="stack-table w-full text-sm">
        <caption className="sr-only">
          {t.title}: {t.dimensions[f.by]} by {t.periods[f.period].toLowerCase()}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-3">
              {k.period[f.period]}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t.dimensions[f.by]}
            </th>
            {[k.enquiries, k.started, k.startedRate, k.paid, k.paidRate, k.revenue, k.response].map(
              (h) => (
                <th key={h} scope="col" className="py-2 pr-3 text-right">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={`${r.period}|${r.key}`} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 whitespace-nowrap" data-label={k.period[f.period]}>
                {periodLabel(r.period, f.period)}
              </td>
              <th scope="row" className="py-2 pr-3 text-left font-semibold break-words">
                {r.key}
              </th>
              <Cells c={r} />
            </tr>
          ))}
          {/* The total in the body, so that on a phone it stacks like the lines above. */}
          <tr className="border-t-2 border-slate-300 font-semibold">
            <td className="py-2 pr-3" data-label={k.period[f.period]}>
              {t.total}
            </td>
            <th scope="row" className="py-2 pr-3 text-left">
              {f.from} – {f.to}
            </th>
            <Cells c={report.total} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
