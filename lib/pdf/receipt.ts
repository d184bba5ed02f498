// The enrolment receipt (issue 8): school, learner, course, amount in rupees (with the ₹ sign of the
// embedded font, ./fonts.ts) and in words, payment method and id, date. Made on request from the
// stored rows, never cached.
import { couponText, methodLabels, statusLabels } from '@/content/checkout';
import { contactLine, site } from '@/content/site';
import { isSet } from '@/content/school-values';
import { formatDateTime } from '@/lib/dates';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import { rupeesInWords } from '@/lib/payments/amount-in-words';
import { colors, createPdf, fonts, MARGIN, pdfFileName } from './writer';

export type ReceiptData = {
  reference: string;
  status: string;
  courseTitle: string;
  cohort: string | null;
  batch: number;
  fullName: string;
  email: string;
  phone: string;
  parentName: string | null;
  amountPaise: number;
  mrpPaise: number;
  /** The coupon code applied and the paise it took off (shown on its own line). */
  coupon?: { code: string; discountPaise: number } | null;
  payment: { method: string; id: string | null; at: Date | null } | null;
  issuedAt: Date;
};

export const receiptFileName = (reference: string) => pdfFileName(site.name, 'Receipt', reference);

export async function receiptPdf(r: ReceiptData): Promise<Buffer> {
  const paid = r.status === 'paid';
  const title = paid ? 'Receipt' : 'Payment acknowledgement';
  const pdf = createPdf({
    title: `${site.name} ${title} ${r.reference}`,
    subject: `${title} for ${r.courseTitle}`,
    keywords: 'receipt, enrolment, French course',
  });
  const { doc, root, width } = pdf;
  pdf.band(title, site.name, [site.city, contactLine(' · ')].filter(isSet).join(' · '));

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(fonts.bold).fontSize(10.5).fillColor(colors.muted);
    doc.text(label, MARGIN, y, { width: 160, structParent: root });
    const after = doc.y;
    doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink);
    doc.text(value, MARGIN + 170, y, { width: width - 170, structParent: root });
    doc.y = Math.max(after, doc.y) + 4;
  };

  pdf.heading('Enrolment');
  row('Reference', r.reference);
  row('Date', formatDateTime(r.payment?.at ?? r.issuedAt));
  row('Status', statusLabels[r.status] ?? r.status);

  pdf.heading('Learner');
  row('Name', r.fullName);
  if (r.parentName) row('Parent or guardian', r.parentName);
  row('Email', r.email);
  row('Phone', r.phone);

  pdf.heading('Course');
  row('Course', r.courseTitle);
  if (r.cohort) row('Cohort', r.cohort);
  row('Batch', batchLabel(r.batch));

  pdf.heading('Payment');
  if (r.mrpPaise > r.amountPaise) {
    const coupon = r.coupon?.discountPaise ?? 0;
    row('List price', formatPaise(r.mrpPaise));
    const other = r.mrpPaise - r.amountPaise - coupon;
    if (other > 0) row('Discount', `- ${formatPaise(other)}`);
    if (r.coupon) row(couponText.discountRow(r.coupon.code), `- ${formatPaise(coupon)}`);
  }
  row(paid ? 'Amount paid' : 'Amount', formatPaise(r.amountPaise));
  row('In words', rupeesInWords(r.amountPaise));
  if (r.payment) {
    row('Method', methodLabels[r.payment.method] ?? r.payment.method);
    if (r.payment.id) {
      row(r.payment.method === 'razorpay' ? 'Payment id' : 'Transaction reference', r.payment.id);
    }
  }
  doc.moveDown(1);
  pdf.paragraph(
    paid
      ? `Thank you for enrolling with ${site.name}. Keep this receipt for your records.`
      : `We have your transaction reference. This document acknowledges it; it becomes a receipt once ${site.name} confirms the payment reached its account.`,
    { muted: true },
  );
  return pdf.finish(`${site.name} · ${title} ${r.reference}`);
}
