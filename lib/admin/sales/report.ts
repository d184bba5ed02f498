// The sales report's reads: the paid payments, refunds and tax documents of a period (India days),
// handed to the pure tables (aggregate.ts, gst.ts).
import 'server-only';
import { db } from '@/lib/db';
import { addDays, indiaDayStart } from '@/lib/dates';
import { gstRegistered } from '@/lib/tax/config';
import { moneyTables, type MoneyRow, type MoneyTables } from './aggregate';
import { gstSummary, type GstSummary } from './gst';
import type { Period } from './period';

export type SalesReport = {
  money: MoneyTables;
  /**
   * Null while the school is not GST registered and has issued no tax document: the section is
   * left out.
   */
  gst: GstSummary | null;
  /** Enrolments marked refunded before each refund was recorded with its amount. */
  legacyRefunded: number;
};

const enrolmentFields = {
  id: true,
  course: true,
  cohort: true,
  couponCode: true,
  couponDiscountPaise: true,
  cohortRef: { select: { number: true } },
} as const;

type EnrolmentPart = {
  id: string;
  course: string;
  cohort: string;
  couponCode: string | null;
  couponDiscountPaise: number;
  cohortRef: { number: number } | null;
};

const row = (e: EnrolmentPart, at: Date, amountPaise: number, method: string): MoneyRow => ({
  enrolmentId: e.id,
  at,
  amountPaise,
  method,
  course: e.course,
  cohort: e.cohort,
  cohortNumber: e.cohortRef?.number ?? null,
  couponCode: e.couponCode,
  couponDiscountPaise: e.couponDiscountPaise,
});

/** The instants a period covers: from its first day's midnight in India to its last day's end. */
export const periodRange = (p: Pick<Period, 'from' | 'to'>) => ({
  gte: indiaDayStart(p.from),
  lt: indiaDayStart(addDays(p.to, 1)),
});

/** Everything /admin/sales shows for a period. */
export async function salesReport(p: Period): Promise<SalesReport> {
  const range = periodRange(p);
  const [payments, refunds, anyTaxDocument, legacyRefunded] = await Promise.all([
    db().payment.findMany({
      where: { status: 'paid', paidAt: range },
      select: {
        amountPaise: true,
        method: true,
        paidAt: true,
        enrolment: { select: enrolmentFields },
      },
    }),
    db().refund.findMany({
      where: { createdAt: range },
      select: {
        amountPaise: true,
        createdAt: true,
        enrolment: {
          select: {
            ...enrolmentFields,
            payments: {
              select: { method: true, status: true },
              orderBy: { createdAt: 'desc' },
            },
          },
        },
      },
    }),
    db().taxDocument.findFirst({ select: { id: true } }),
    db().enrolment.count({ where: { status: 'refunded', refunds: { none: {} } } }),
  ]);
  const paymentRows = payments.map((x) => row(x.enrolment, x.paidAt!, x.amountPaise, x.method));
  const refundRows = refunds.map((r) => {
    const paid = r.enrolment.payments.find((x) => x.status === 'paid') ?? r.enrolment.payments[0];
    return row(r.enrolment, r.createdAt, r.amountPaise, paid?.method ?? 'other');
  });
  return {
    money: moneyTables(paymentRows, refundRows, p.grouping),
    gst: anyTaxDocument || gstRegistered() ? await gstOf(range) : null,
    legacyRefunded,
  };
}

async function gstOf(range: { gte: Date; lt: Date }): Promise<GstSummary> {
  const docs = await db().taxDocument.findMany({
    where: { issuedAt: range },
    select: {
      kind: true,
      number: true,
      issuedAt: true,
      buyerName: true,
      buyerGstin: true,
      placeOfSupply: true,
      taxablePaise: true,
      cgstPaise: true,
      sgstPaise: true,
      igstPaise: true,
      totalPaise: true,
      invoice: { select: { number: true } },
    },
  });
  return gstSummary(docs.map((d) => ({ ...d, invoiceNumber: d.invoice?.number ?? null })));
}
