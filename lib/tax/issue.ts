/**
 * Issuing the tax documents, inside the transaction that records the money (lib/payments/
 * mark-paid.ts for an invoice, lib/admin/refunds.ts for a credit note): every party and figure is
 * copied into the row, so a later change to the school's details or the enrolment never changes an
 * issued document. Nothing here runs while the school is not GST registered.
 */
import { taxText } from '@/content/tax';
import type { Tx } from '@/lib/db';
import { formatPaise } from '@/lib/payments/format';
import { checkoutCourse } from '@/lib/payments/checkout-course';
import { taxConfig } from './config';
import { takeNumber } from './series';
import { splitInclusive } from './split';
import { isStateCode } from './states';

type EnrolmentForInvoice = {
  id: string;
  course: string;
  cohort: string;
  fullName: string;
  parentName: string | null;
  mrpPaise: number;
  billingAddress: string | null;
  billingState: string | null;
  billingGstin: string | null;
  referralDiscountPaise?: number;
  couponDiscountPaise?: number;
  couponCode?: string | null;
};

/**
 * The discount's parts in words for the invoice ('early enrolment ₹2,500; coupon SAVE20 ₹3,300;
 * referral ₹500'): the coupon's and the referral's as the enrolment recorded them, the rest the
 * tier's. Null when there is no discount, or the parts do not add up (a repriced payment).
 */
function discountWords(e: EnrolmentForInvoice, discountPaise: number): string | null {
  const coupon = e.couponDiscountPaise ?? 0;
  const referral = e.referralDiscountPaise ?? 0;
  const tier = discountPaise - coupon - referral;
  if (discountPaise <= 0 || tier < 0) return null;
  const w = taxText.discounts;
  return [
    tier ? `${w.tier} ${formatPaise(tier)}` : null,
    coupon ? `${w.coupon}${e.couponCode ? ` ${e.couponCode}` : ''} ${formatPaise(coupon)}` : null,
    referral ? `${w.referral} ${formatPaise(referral)}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The tax invoice of a payment just recorded as paid, numbered in this year's invoice series; null
 * while the school is not registered, or if this payment has one already.
 */
export async function issueInvoiceTx(
  tx: Tx,
  enrolment: EnrolmentForInvoice,
  payment: { id: string; amountPaise: number },
  at: Date,
  source: Record<string, string | undefined> = process.env,
) {
  const config = taxConfig(source);
  if (!config) return null;
  if (await tx.taxDocument.findUnique({ where: { paymentId: payment.id } })) return null;
  // A buyer who gave no state (an enrolment made before the school registered): the place of
  // supply is the school's own state (IGST Act s.12(2)(b), the supplier's location).
  const buyerState =
    enrolment.billingState && isStateCode(enrolment.billingState)
      ? enrolment.billingState
      : config.state;
  const split = splitInclusive(payment.amountPaise, config.rateBp, buyerState === config.state);
  const n = await takeNumber(tx, 'invoice', config.seriesPrefix, at);
  const course = checkoutCourse(enrolment.course);
  const cohort = /^\d+$/.test(enrolment.cohort) ? `, Cohort ${enrolment.cohort}` : '';
  const listPaise = Math.max(enrolment.mrpPaise, payment.amountPaise);
  const discounts = discountWords(enrolment, listPaise - payment.amountPaise);
  return tx.taxDocument.create({
    data: {
      kind: 'invoice',
      ...n,
      issuedAt: at,
      enrolmentId: enrolment.id,
      paymentId: payment.id,
      supplierName: config.legalName,
      supplierAddress: config.registeredAddress,
      supplierGstin: config.gstin,
      supplierState: config.state,
      // A child's course is bought by the parent or guardian who enrolled them.
      buyerName: enrolment.parentName ?? enrolment.fullName,
      buyerAddress: enrolment.billingAddress ?? '',
      buyerState,
      buyerGstin: enrolment.billingGstin,
      placeOfSupply: buyerState,
      sac: config.sac,
      description: `${config.description} (${course?.title ?? enrolment.course}${cohort}${
        enrolment.parentName ? `, learner ${enrolment.fullName}` : ''
      })${discounts ? `. ${taxText.discounts.label}: ${discounts}` : ''}`,
      rateBp: config.rateBp,
      listPaise,
      discountPaise: listPaise - payment.amountPaise,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      totalPaise: split.totalPaise,
    },
  });
}

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof issueInvoiceTx>>>;

/**
 * The credit note of a refund against an invoice: the amount refunded, its tax split the way the
 * invoice's was (same rate, same place of supply), in this year's credit-note series. The school's
 * registration is the invoice's; its current prefix numbers the note.
 */
export async function issueCreditNoteTx(
  tx: Tx,
  invoice: InvoiceRow,
  refund: { id: string; amountPaise: number },
  at: Date,
  source: Record<string, string | undefined> = process.env,
) {
  const prefix = taxConfig(source)?.seriesPrefix ?? invoice.number.split('/')[0]!;
  const split = splitInclusive(
    refund.amountPaise,
    invoice.rateBp,
    invoice.placeOfSupply === invoice.supplierState,
  );
  const n = await takeNumber(tx, 'credit_note', prefix, at);
  return tx.taxDocument.create({
    data: {
      kind: 'credit_note',
      ...n,
      issuedAt: at,
      enrolmentId: invoice.enrolmentId,
      invoiceId: invoice.id,
      refundId: refund.id,
      supplierName: invoice.supplierName,
      supplierAddress: invoice.supplierAddress,
      supplierGstin: invoice.supplierGstin,
      supplierState: invoice.supplierState,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      buyerState: invoice.buyerState,
      buyerGstin: invoice.buyerGstin,
      placeOfSupply: invoice.placeOfSupply,
      sac: invoice.sac,
      description: invoice.description,
      rateBp: invoice.rateBp,
      listPaise: refund.amountPaise,
      discountPaise: 0,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      totalPaise: split.totalPaise,
    },
  });
}
