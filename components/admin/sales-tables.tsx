import type { ReactNode } from 'react';
import { DataTable, totalRow, type Column } from '@/components/admin/data-table';
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
      {children}
    </section>
  );
}

/** A table of lines with their total under them. */
type Line<L, T> = { line: L; total: false } | { line: T; total: true };
const withTotal = <L, T>(lines: L[], total: T): Line<L, T>[] => [
  ...lines.map((line) => ({ line, total: false as const })),
  { line: total, total: true as const },
];

/**
 * A report table: stacked under its column heads on a phone; wide ones (the GST ones, from 48 rem
 * where rows stop stacking) scroll inside their box, never the page, and the box takes the
 * keyboard focus so it can be scrolled with the arrows.
 */
function ReportTable<L, T>({
  columns,
  rows,
}: {
  columns: Column<Line<L, T>>[];
  rows: Line<L, T>[];
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(_, i) => i}
      rowClassName={(r) => (r.total ? `${totalRow} font-bold` : undefined)}
      pad="compact"
      frame="card"
      focusable
      className="mt-2"
    />
  );
}

/** A column of figures (counts, amounts). */
const figure = <R,>(head: string, cell: (r: R) => ReactNode): Column<R> => ({
  head,
  numeric: true,
  cell,
});

/** Payments, refunds and net under one or two leading cells (the coupon table: its discount). */
export function MoneyTableView({ table, firsts }: { table: MoneyTable; firsts: string[] }) {
  type R = Line<MoneyTable['total'], MoneyTable['total']>;
  const discount = table.total.discountPaise !== undefined;
  const columns: Column<R>[] = [
    {
      head: firsts[0],
      rowHeader: true,
      className: (r) => (r.total ? undefined : 'font-semibold'),
      cell: (r) => (r.total ? salesText.total : r.line.cells[0]),
    },
    ...firsts.slice(1).map((label, k): Column<R> => ({
      head: label,
      cell: (r) => (r.total ? '' : r.line.cells[k + 1]),
    })),
    figure<R>(c.payments, (r) => r.line.payments),
    figure<R>(c.received, (r) => rupees(r.line.receivedPaise)),
    ...(discount ? [figure<R>(c.discount, (r) => rupees(r.line.discountPaise ?? 0))] : []),
    figure<R>(c.refunds, (r) => r.line.refunds),
    figure<R>(c.refunded, (r) => rupees(r.line.refundedPaise)),
    figure<R>(c.net, (r) => rupees(r.line.netPaise)),
  ];
  return <ReportTable columns={columns} rows={withTotal(table.lines, table.total)} />;
}

/** The five amount columns of a GST table. */
const amountColumns = <R,>(amounts: (r: R) => Amounts): Column<R>[] =>
  (
    [
      ['totalPaise', g.value],
      ['taxablePaise', g.taxable],
      ['cgstPaise', g.cgst],
      ['sgstPaise', g.sgst],
      ['igstPaise', g.igst],
    ] as const
  ).map(([key, head]) => figure(head, (r: R) => rupees(amounts(r)[key])));

/** B2C invoices by place of supply, with the total. */
export function B2cTable({ lines, total }: { lines: B2cLine[]; total: B2cLine }) {
  const columns: Column<Line<B2cLine, B2cLine>>[] = [
    {
      head: g.state,
      rowHeader: true,
      cell: (r) => (r.total ? salesText.total : stateLabel(r.line.placeOfSupply)),
    },
    { head: g.invoices, numeric: true, cell: (r) => r.line.invoices },
    ...amountColumns((r: Line<B2cLine, B2cLine>) => r.line),
  ];
  return <ReportTable columns={columns} rows={withTotal(lines, total)} />;
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
  type R = Line<DocLine, Amounts>;
  /** A document's cell; empty on the total line. */
  const doc = (head: string, cell: (d: DocLine) => ReactNode, className?: string): Column<R> => ({
    head,
    className,
    cell: (r) => (r.total ? '' : cell(r.line)),
  });
  const columns: Column<R>[] = [
    {
      head: g.number,
      rowHeader: true,
      className: (r) => (r.total ? undefined : 'font-mono'),
      cell: (r) => (r.total ? salesText.total : r.line.number),
    },
    doc(g.date, (d) => formatShortDay(d.day)),
    ...(notes ? [doc(g.invoice, (d) => d.invoiceNumber ?? '', 'font-mono')] : []),
    doc(g.gstin, (d) => d.gstin ?? salesText.gst.unregistered, 'font-mono'),
    ...(notes ? [] : [doc(g.buyer, (d) => d.buyerName)]),
    doc(g.state, (d) => stateLabel(d.placeOfSupply)),
    ...amountColumns((r: R) => r.line),
  ];
  return <ReportTable columns={columns} rows={withTotal(lines, total)} />;
}
