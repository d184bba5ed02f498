import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/ui/column-heads';
import { buttonClass } from '@/components/ui/button';
import { salesText } from '@/content/sales';
import type { SalesTable } from '@/lib/admin/sales/csv';
import type { MoneyTable } from '@/lib/admin/sales/aggregate';
import type { Amounts, B2cLine, DocLine } from '@/lib/admin/sales/gst';
import { formatShortDay } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';
import { stateLabel } from '@/lib/tax/states';

/** Paise as rupees, a minus sign below zero: '₹13,982.20', '-₹500'. */
export const rupees = (paise: number) =>
  paise < 0 ? `-${formatPaise(-paise)}` : formatPaise(paise);

const cell = 'py-1 pr-3 align-top';
const num = `${cell} tabular-nums sm:text-right`;
const c = salesText.columns;
const g = salesText.gst.columns;

/** A report table's section: its heading, the link to its CSV and the table. */
export function SalesSection({
  id,
  title,
  table,
  query,
  note,
  children,
}: {
  id: string;
  title: string;
  table: SalesTable;
  query: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
          {title}
        </h2>
        <a
          href={`/api/admin/sales?table=${table}&${query}`}
          download
          className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
        >
          {salesText.exportCsv}
          <span className="sr-only">: {title}</span>
        </a>
      </div>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      {/* Wide tables (the GST ones, from 48 rem where rows stop stacking) scroll inside their box,
          never the page; the box takes the keyboard focus so it can be scrolled with the arrows. */}
      <div
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      >
        {children}
      </div>
    </section>
  );
}

/** Payments, refunds and net under one or two leading cells (the coupon table: its discount). */
export function MoneyTableView({ table, firsts }: { table: MoneyTable; firsts: string[] }) {
  const discount = table.total.discountPaise !== undefined;
  const heads = [
    ...firsts,
    c.payments,
    c.received,
    ...(discount ? [c.discount] : []),
    c.refunds,
    c.refunded,
    c.net,
  ];
  const rows = [...table.lines.map((l) => ({ l, total: false })), { l: table.total, total: true }];
  return (
    <ReportTable heads={heads}>
      {rows.map(({ l, total }, i) => (
        <tr
          key={i}
          className={total ? 'border-t-2 border-slate-300 font-bold' : 'border-b border-slate-100'}
        >
          <th scope="row" className={`${cell} text-left ${total ? '' : 'font-semibold'}`}>
            {total ? salesText.total : l.cells[0]}
          </th>
          {firsts.slice(1).map((label, k) => (
            <td key={label} className={cell} data-label={total ? undefined : label}>
              {total ? '' : l.cells[k + 1]}
            </td>
          ))}
          <td className={num} data-label={c.payments}>
            {l.payments}
          </td>
          <td className={num} data-label={c.received}>
            {rupees(l.receivedPaise)}
          </td>
          {discount ? (
            <td className={num} data-label={c.discount}>
              {rupees(l.discountPaise ?? 0)}
            </td>
          ) : null}
          <td className={num} data-label={c.refunds}>
            {l.refunds}
          </td>
          <td className={num} data-label={c.refunded}>
            {rupees(l.refundedPaise)}
          </td>
          <td className={num} data-label={c.net}>
            {rupees(l.netPaise)}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** The five amount columns, in amountHeads' order. */
const amountCells = [
  ['totalPaise', g.value],
  ['taxablePaise', g.taxable],
  ['cgstPaise', g.cgst],
  ['sgstPaise', g.sgst],
  ['igstPaise', g.igst],
] as const;

function AmountCells({ a }: { a: Amounts }) {
  return (
    <>
      {amountCells.map(([key, label]) => (
        <td key={key} className={num} data-label={label}>
          {rupees(a[key])}
        </td>
      ))}
    </>
  );
}
const amountHeads = [g.value, g.taxable, g.cgst, g.sgst, g.igst];
const totalRow = 'border-t-2 border-slate-300 font-bold';
const lineRow = 'border-b border-slate-100';

/** B2C invoices by place of supply, with the total. */
export function B2cTable({ lines, total }: { lines: B2cLine[]; total: B2cLine }) {
  return (
    <ReportTable heads={[g.state, g.invoices, ...amountHeads]}>
      {[...lines, total].map((l, i) => (
        <tr key={i} className={l === total ? totalRow : lineRow}>
          <th scope="row" className={`${cell} text-left`}>
            {l === total ? salesText.total : stateLabel(l.placeOfSupply)}
          </th>
          <td className={num} data-label={g.invoices}>
            {l.invoices}
          </td>
          <AmountCells a={l} />
        </tr>
      ))}
    </ReportTable>
  );
}

/** B2B invoices or credit notes, one line each, with the total. */
export function DocsTable({
  lines,
  total,
  notes,
}: {
  lines: DocLine[];
  total: Amounts;
  notes: boolean;
}) {
  const heads = notes
    ? [g.number, g.date, g.invoice, g.gstin, g.state, ...amountHeads]
    : [g.number, g.date, g.gstin, g.buyer, g.state, ...amountHeads];
  return (
    <ReportTable heads={heads}>
      {lines.map((d) => (
        <tr key={d.number} className={lineRow}>
          <th scope="row" className={`${cell} text-left font-mono`}>
            {d.number}
          </th>
          <td className={cell} data-label={g.date}>
            {formatShortDay(d.day)}
          </td>
          {notes ? (
            <td className={`${cell} font-mono`} data-label={g.invoice}>
              {d.invoiceNumber ?? ''}
            </td>
          ) : null}
          <td className={`${cell} font-mono`} data-label={g.gstin}>
            {d.gstin ?? salesText.gst.unregistered}
          </td>
          {notes ? null : (
            <td className={cell} data-label={g.buyer}>
              {d.buyerName}
            </td>
          )}
          <td className={cell} data-label={g.state}>
            {stateLabel(d.placeOfSupply)}
          </td>
          <AmountCells a={d} />
        </tr>
      ))}
      <tr className={totalRow}>
        <th scope="row" className={`${cell} text-left`}>
          {salesText.total}
        </th>
        <td className={cell} colSpan={4} />
        <AmountCells a={total} />
      </tr>
    </ReportTable>
  );
}

/** A report table: its column heads (stacked under each value on a phone) and its rows. */
function ReportTable({ heads, children }: { heads: string[]; children: ReactNode }) {
  return (
    <table className="stack-table w-full text-sm">
      <ColumnHeads
        labels={heads}
        className="border-b border-slate-200 text-left"
        cellClassName="py-1"
      />
      <tbody>{children}</tbody>
    </table>
  );
}
