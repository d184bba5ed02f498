/**
 * Issuing the tax documents, inside the transaction that records the money (lib/payments/
 * mark-paid.ts for an invoice, lib/admin/refunds.ts for a credit note): every party and figure is
 * copied into the row, so a later change to the school's details or the enrolment never changes an
 * issued document. Nothing here runs while the school is not GST registered.
 */
import { taxText } from '@/content/tax';
import type { Tx } from '@/lib/db';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { formatPaise } from '@/lib/payments/format';
import { checkoutCourse } from '@/lib/payments/checkout-course';
import { taxConfig } from './config';
import { takeNumber, type DocumentKind, type Numbered } from './series';
import { splitInclusive, type TaxSplit } from './split';
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

/** A document's own fields: what its kind, number, issue time and tax split do not give. */
type DocumentFields = Omit<
  Prisma.TaxDocumentUncheckedCreateInput,
  'kind' | 'issuedAt' | keyof Numbered | keyof TaxSplit
>;

/** Numbers a document of `kind` in the series of `prefix` for `at` and writes it with its split. */
async function writeDocument(
  tx: Tx,
  kind: DocumentKind,
  number: { prefix: string; at: Date },
  split: TaxSplit,
  fields: DocumentFields,
) {
  const n = await takeNumber(tx, kind, number.prefix, number.at);
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = split;
  return tx.taxDocument.create({
    data: {
      kind,
      ...n,
      issuedAt: number.at,
      ...fields,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      totalPaise,
    },
  });
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
) {
  const config = taxConfig();
  if (!config) return null;
  if (await tx.taxDocument.findUnique({ where: { paymentId: payment.id } })) return null;
  // A buyer who gave no state (an enrolment made before the school registered): the place of
  // supply is the school's own state (IGST Act s.12(2)(b), the supplier's location).
  const buyerState =
    enrolment.billingState && isStateCode(enrolment.billingState)
      ? enrolment.billingState
      : config.state;
  const split = splitInclusive(payment.amountPaise, config.rateBp, buyerState === config.state);
  const course = checkoutCourse(enrolment.course);
  const cohort = /^\d+$/.test(enrolment.cohort) ? `, Cohort ${enrolment.cohort}` : '';
  const listPaise = Math.max(enrolment.mrpPaise, payment.amountPaise);
  const discounts = discountWords(enrolment, listPaise - payment.amountPaise);
  return writeDocument(tx, 'invoice', { prefix: config.seriesPrefix, at }, split, {
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
) {
  const prefix = taxConfig()?.seriesPrefix ?? invoice.number.split('/')[0]!;
  const split = splitInclusive(
    refund.amountPaise,
    invoice.rateBp,
    invoice.placeOfSupply === invoice.supplierState,
  );
  return writeDocument(tx, 'credit_note', { prefix, at }, split, {
    enrolmentId: invoice.enrolmentId,
    invoiceId: invoice.id,
    refundId: refund.id,
    ...copiedFrom(invoice),
    listPaise: refund.amountPaise,
    discountPaise: 0,
  });
}

/** What a credit note copies from its invoice: the parties, the place of supply, the service. */
const COPIED = [
  'supplierName',
  'supplierAddress',
  'supplierGstin',
  'supplierState',
  'buyerName',
  'buyerAddress',
  'buyerState',
  'buyerGstin',
  'placeOfSupply',
  'sac',
  'description',
  'rateBp',
] as const;

const copiedFrom = (invoice: InvoiceRow) =>
  Object.fromEntries(COPIED.map((k) => [k, invoice[k]])) as Pick<
    InvoiceRow,
    (typeof COPIED)[number]
  >;
