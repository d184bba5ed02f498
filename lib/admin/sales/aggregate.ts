// The sales report's money tables (pure): payments and refunds summed by period, course and
// cohort, method and coupon, each with a total row equal to the whole period's. Amounts in paise.
import { salesText } from '@/content/sales';
import { courseTitle } from '@/content/course-catalogue';
import { formatDay, indiaDayOf } from '@/lib/dates';
import { periodKey, periodLabel, type Grouping } from './period';

/** A paid payment, or a refund (its method: how the enrolment was paid). */
export type MoneyRow = {
  enrolmentId: string;
  at: Date;
  amountPaise: number;
  method: string;
  course: string;
  /** The enrolment's cohort key (a number, a start day or 'open') and its cohort's number. */
  cohort: string;
  cohortNumber: number | null;
  couponCode: string | null;
  couponDiscountPaise: number;
};

export type Line = {
  /** What the row is, in words (and a second cell: the cohort, in the course table). */
  cells: string[];
  payments: number;
  receivedPaise: number;
  refunds: number;
  refundedPaise: number;
  netPaise: number;
  /** The coupon table only: the discount its paid enrolments had. */
  discountPaise?: number;
};

export type MoneyTable = { lines: Line[]; total: Line };

export type MoneyTables = {
  periods: MoneyTable;
  courses: MoneyTable;
  methods: MoneyTable;
  coupons: MoneyTable;
};

const emptyLine = (cells: string[]): Line => ({
  cells,
  payments: 0,
  receivedPaise: 0,
  refunds: 0,
  refundedPaise: 0,
  netPaise: 0,
});

/**
 * Payments and refunds summed under `keyOf` (its key orders the rows), with the total. The coupon
 * table also sums each paid enrolment's discount, once per enrolment.
 */
export function tabulate(
  payments: MoneyRow[],
  refunds: MoneyRow[],
  keyOf: (r: MoneyRow) => { key: string; cells: string[] },
  withDiscount = false,
): MoneyTable {
  const lines = new Map<string, Line>();
  const total = emptyLine([salesText.total]);
  const counted = new Set<string>();
  const lineOf = (r: MoneyRow) => {
    const { key, cells } = keyOf(r);
    let line = lines.get(key);
    if (!line) lines.set(key, (line = emptyLine(cells)));
    if (withDiscount) line.discountPaise ??= 0;
    return line;
  };
  if (withDiscount) total.discountPaise = 0;
  for (const p of payments) {
    const line = lineOf(p);
    for (const l of [line, total]) {
      l.payments += 1;
      l.receivedPaise += p.amountPaise;
      l.netPaise += p.amountPaise;
    }
    if (withDiscount && !counted.has(p.enrolmentId)) {
      counted.add(p.enrolmentId);
      line.discountPaise! += p.couponDiscountPaise;
      total.discountPaise! += p.couponDiscountPaise;
    }
  }
  for (const r of refunds) {
    for (const l of [lineOf(r), total]) {
      l.refunds += 1;
      l.refundedPaise += r.amountPaise;
      l.netPaise -= r.amountPaise;
    }
  }
  const sorted = [...lines.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { lines: sorted.map(([, l]) => l), total };
}

function cohortCell(r: MoneyRow): string {
  const n = r.cohortNumber ?? (/^\d+$/.test(r.cohort) ? Number(r.cohort) : null);
  if (n !== null) return salesText.cohort(n);
  if (/^\d{4}-\d{2}-\d{2}$/.test(r.cohort)) return salesText.cohortStarting(formatDay(r.cohort));
  return salesText.noCohort;
}

/** Every money table of the report, for a grouping of the period. */
export function moneyTables(
  payments: MoneyRow[],
  refunds: MoneyRow[],
  grouping: Grouping,
): MoneyTables {
  return {
    periods: tabulate(payments, refunds, (r) => {
      const key = periodKey(indiaDayOf(r.at), grouping);
      return { key, cells: [periodLabel(key, grouping)] };
    }),
    courses: tabulate(payments, refunds, (r) => {
      const title = courseTitle(r.course) ?? r.course;
      const cohort = cohortCell(r);
      const order = String(r.cohortNumber ?? 0).padStart(6, '0');
      return { key: `${title}\u0000${order}\u0000${r.cohort}`, cells: [title, cohort] };
    }),
    methods: tabulate(payments, refunds, (r) => ({
      key: r.method,
      cells: [salesText.methods[r.method] ?? r.method],
    })),
    coupons: tabulate(
      payments,
      refunds,
      (r) =>
        r.couponCode
          ? { key: `1${r.couponCode}`, cells: [r.couponCode] }
          : { key: '2', cells: [salesText.noCoupon] },
      true,
    ),
  };
}
