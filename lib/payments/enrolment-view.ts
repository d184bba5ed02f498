/** What the success page, the receipt and the e-mails show of an enrolment: its view and receipt data. */
import 'server-only';
import { formatDay } from '@/lib/dates';
import type { ReceiptData } from '@/lib/pdf/receipt';
import { checkoutCourse } from './checkout-course';

/** An enrolment row with its payments; the fields the receipt prints as they are keep its types. */
type Row = Pick<
  ReceiptData,
  | 'reference'
  | 'status'
  | 'batch'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'parentName'
  | 'amountPaise'
  | 'mrpPaise'
> & {
  course: string;
  /** The cohort's key as stored ("13"), and the cohort row when the read included it. */
  cohort: string;
  cohortRef?: { number: number; startDate: string } | null;
  /** The coupon applied to its quote, and what it took off (lib/payments/coupons). */
  couponCode?: string | null;
  couponDiscountPaise?: number;
  createdAt: Date;
  paidAt: Date | null;
  payments: {
    method: string;
    status: string;
    providerPaymentId: string | null;
    paidAt: Date | null;
    createdAt: Date;
  }[];
};

/** The payment a receipt names: the paid one, else the transfer waiting for confirmation. */
export function receiptPayment(e: Row) {
  const p =
    e.payments.find((x) => x.status === 'paid') ??
    e.payments.find((x) => x.status === 'awaiting_confirmation');
  return p ? { method: p.method, id: p.providerPaymentId, at: p.paidAt ?? p.createdAt } : null;
}

/** What the success page, the receipt and the e-mails say about an enrolment. */
export function enrolmentView(e: Row) {
  const course = checkoutCourse(e.course);
  const number = e.cohortRef?.number ?? (/^\d+$/.test(e.cohort) ? Number(e.cohort) : null);
  const start = e.cohortRef?.startDate ?? null;
  return {
    courseTitle: course?.title ?? e.course,
    courseHref: course?.href ?? null,
    cohort: number !== null ? `Cohort ${number}` : null,
    start,
    startLabel: start ? formatDay(start) : null,
    payment: receiptPayment(e),
  };
}

export function receiptData(e: Row, now = new Date()): ReceiptData {
  const v = enrolmentView(e);
  return {
    reference: e.reference,
    status: e.status,
    courseTitle: v.courseTitle,
    cohort: v.cohort,
    batch: e.batch,
    fullName: e.fullName,
    email: e.email,
    phone: e.phone,
    parentName: e.parentName,
    amountPaise: e.amountPaise,
    mrpPaise: e.mrpPaise,
    coupon:
      e.couponCode && e.couponDiscountPaise
        ? { code: e.couponCode, discountPaise: e.couponDiscountPaise }
        : null,
    payment: v.payment,
    issuedAt: now,
  };
}
