// The sales report's tables as CSV (the inbox export's rules, lib/admin/csv.ts: BOM, CRLF,
// formula-safe), each with its total row. Amounts in rupees with two decimals; below zero in
// brackets, "(500.00)", which spreadsheets read as a negative number and which no formula starts.
import { salesText } from '@/content/sales';
import { BOM, csvRow } from '@/lib/admin/csv';
import { stateLabel } from '@/lib/tax/states';
import type { Line, MoneyTable } from './aggregate';
import type { Amounts, DocLine } from './gst';
import type { SalesReport } from './report';

export const SALES_TABLES = [
  'periods',
  'courses',
  'methods',
  'coupons',
  'gst-b2c',
  'gst-b2b',
  'gst-credit-notes',
] as const;
export type SalesTable = (typeof SALES_TABLES)[number];

/** 1398220 → '13982.20'; -50000 → '(500.00)'. */
export function csvRupees(paise: number): string {
  const abs = Math.abs(paise);
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `(${s})` : s;
}

const c = salesText.columns;
const g = salesText.gst.columns;

function moneyCsv(table: MoneyTable, firsts: string[], discount = false): string[][] {
  const head = [
    ...firsts,
    c.payments,
    c.received,
    ...(discount ? [c.discount] : []),
    c.refunds,
    c.refunded,
    c.net,
  ];
  const line = (l: Line, cells: string[]) => [
    ...cells,
    String(l.payments),
    csvRupees(l.receivedPaise),
    ...(discount ? [csvRupees(l.discountPaise ?? 0)] : []),
    String(l.refunds),
    csvRupees(l.refundedPaise),
    csvRupees(l.netPaise),
  ];
  const totalCells = [salesText.total, ...firsts.slice(1).map(() => '')];
  return [head, ...table.lines.map((l) => line(l, l.cells)), line(table.total, totalCells)];
}

const amounts = (a: Amounts) => [
  csvRupees(a.totalPaise),
  csvRupees(a.taxablePaise),
  csvRupees(a.cgstPaise),
  csvRupees(a.sgstPaise),
  csvRupees(a.igstPaise),
];
const amountHeads = [g.value, g.taxable, g.cgst, g.sgst, g.igst];

function docsCsv(lines: DocLine[], total: Amounts, notes: boolean): string[][] {
  const head = notes
    ? [g.number, g.date, g.invoice, g.gstin, g.state, ...amountHeads]
    : [g.gstin, g.buyer, g.number, g.date, g.state, ...amountHeads];
  const rows = lines.map((d) =>
    notes
      ? [
          d.number,
          d.day,
          d.invoiceNumber ?? '',
          d.gstin ?? '',
          stateLabel(d.placeOfSupply),
          ...amounts(d),
        ]
      : [d.gstin ?? '', d.buyerName, d.number, d.day, stateLabel(d.placeOfSupply), ...amounts(d)],
  );
  return [head, ...rows, [salesText.total, '', '', '', '', ...amounts(total)]];
}

/** One table of a report as rows of cells (the head first, the total last); null when not shown. */
export function salesRows(report: SalesReport, table: SalesTable): string[][] | null {
  const t = salesText.tables;
  const m = report.money;
  if (table === 'periods') return moneyCsv(m.periods, [t.periods.first]);
  if (table === 'courses') return moneyCsv(m.courses, [t.courses.first, t.courses.second]);
  if (table === 'methods') return moneyCsv(m.methods, [t.methods.first]);
  if (table === 'coupons') return moneyCsv(m.coupons, [t.coupons.first], true);
  if (!report.gst) return null;
  if (table === 'gst-b2c') {
    const { lines, total } = report.gst.b2c;
    return [
      [g.state, g.invoices, ...amountHeads],
      ...lines.map((l) => [stateLabel(l.placeOfSupply), String(l.invoices), ...amounts(l)]),
      [salesText.total, String(total.invoices), ...amounts(total)],
    ];
  }
  if (table === 'gst-b2b') return docsCsv(report.gst.b2b.lines, report.gst.b2b.total, false);
  return docsCsv(report.gst.creditNotes.lines, report.gst.creditNotes.total, true);
}

/** The CSV file of one table: BOM, CRLF rows, every cell formula-safe. */
export const salesCsv = (rows: string[][]) => BOM + rows.map(csvRow).join('');
