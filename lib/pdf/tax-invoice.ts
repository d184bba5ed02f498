// The GST tax invoice and credit note (issue 50; CGST Rules 46 and 53): made from the issued
// TaxDocument row alone, so the PDF says what was issued whatever has changed since. Amounts with
// the ₹ sign of the embedded font (./fonts.ts), the total in words too.
import { site } from '@/content/site';
import { taxText } from '@/content/tax';
import { formatDate } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';
import { rupeesInWords } from '@/lib/payments/amount-in-words';
import { stateLabel } from '@/lib/tax/states';
import { colors, createPdf, fonts, MARGIN, pdfFileName } from './writer';

export type TaxDocumentData = {
  kind: string;
  number: string;
  issuedAt: Date;
  supplierName: string;
  supplierAddress: string;
  supplierGstin: string;
  supplierState: string;
  buyerName: string;
  buyerAddress: string;
  buyerState: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  sac: string;
  description: string;
  rateBp: number;
  listPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A credit note's invoice: its number and date. */
  invoice?: { number: string; issuedAt: Date } | null;
  /** The enrolment's reference, for the learner's records. */
  reference: string;
};

const title = (kind: string) =>
  kind === 'credit_note' ? taxText.creditNoteTitle : taxText.invoiceTitle;

/** 'Gurugram-French-School-Tax-invoice-FS-26-27-00001.pdf' */
export const taxDocumentFileName = (d: { kind: string; number: string }) =>
  pdfFileName(site.name, title(d.kind), d.number.replace(/\//g, '-'));

const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export async function taxDocumentPdf(d: TaxDocumentData): Promise<Buffer> {
  const heading = title(d.kind);
  const pdf = createPdf({
    title: `${heading} ${d.number}`,
    subject: `${heading} ${d.number} of ${d.supplierName}`,
    keywords: 'GST, tax invoice, credit note, SAC',
  });
  const { doc, root, width } = pdf;
  pdf.band(heading, d.supplierName, `GSTIN ${d.supplierGstin} · ${d.supplierAddress}`);

  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(fonts.bold).fontSize(10.5).fillColor(colors.muted);
    doc.text(label, MARGIN, y, { width: 180, structParent: root });
    const after = doc.y;
    doc
      .font(bold ? fonts.bold : fonts.regular)
      .fontSize(10.5)
      .fillColor(colors.ink);
    doc.text(value, MARGIN + 190, y, { width: width - 190, structParent: root });
    doc.y = Math.max(after, doc.y) + 4;
  };

  pdf.heading(heading);
  row(d.kind === 'credit_note' ? 'Credit note number' : 'Invoice number', d.number, true);
  row('Date', formatDate(d.issuedAt));
  if (d.invoice) {
    row('Against tax invoice', `${d.invoice.number} of ${formatDate(d.invoice.issuedAt)}`);
  }
  row('Enrolment reference', d.reference);

  pdf.heading('Supplier');
  row('Name', d.supplierName);
  row('Address', d.supplierAddress);
  row('GSTIN', d.supplierGstin);
  row('State', stateLabel(d.supplierState));

  pdf.heading('Recipient');
  row('Name', d.buyerName);
  if (d.buyerAddress) row('Address', d.buyerAddress);
  row('State', stateLabel(d.buyerState));
  if (d.buyerGstin) row('GSTIN', d.buyerGstin);
  row('Place of supply', stateLabel(d.placeOfSupply));

  pdf.heading('Service');
  row('Description', d.description);
  row('SAC', d.sac);
  if (d.discountPaise > 0) {
    row('List price', formatPaise(d.listPaise));
    row('Discount', `- ${formatPaise(d.discountPaise)}`);
  }
  row('Taxable value', formatPaise(d.taxablePaise));
  const rate = percent(d.rateBp);
  const half = percent(d.rateBp / 2);
  // Within the supplier's state CGST + SGST, between states IGST (lib/tax/split.ts).
  if (d.placeOfSupply !== d.supplierState) {
    row(`IGST at ${rate}`, formatPaise(d.igstPaise));
  } else {
    row(`CGST at ${half}`, formatPaise(d.cgstPaise));
    row(`SGST at ${half}`, formatPaise(d.sgstPaise));
  }
  row(d.kind === 'credit_note' ? 'Total credited' : 'Total', formatPaise(d.totalPaise), true);
  row('In words', rupeesInWords(d.totalPaise));
  doc.moveDown(1);
  pdf.paragraph(d.kind === 'credit_note' ? taxText.creditNoteLine : taxText.thanks, {
    muted: true,
  });
  return pdf.finish(`${d.supplierName} · ${heading} ${d.number}`);
}
