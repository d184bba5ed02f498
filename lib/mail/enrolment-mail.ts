import 'server-only';
import { successText } from '@/content/checkout';
import { site } from '@/content/site';
import { joinLines, type JoinDetails } from '@/lib/classes/join-mail';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import { enrolmentView, receiptData } from '@/lib/payments/enrolment-view';
import { siteUrl } from '@/lib/site-url';
import { formatStaffTime } from '@/lib/dates';
import { historyWords, methodWords, statusWords } from '@/lib/payments/status-words';
import type { TaxDocumentData } from '@/lib/pdf/tax-invoice';
import type { Mail } from './transport';
import { schoolSignature } from '@/lib/mail/signature';
import { successPath } from '@/lib/payments/success-path';

type EnrolmentRow = Parameters<typeof receiptData>[0] & {
  history: {
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    note: string | null;
    createdAt: Date;
  }[];
  /** Its tax invoices (the school GST registered when it was paid), attached to the e-mail. */
  taxDocuments?: Omit<TaxDocumentData, 'reference' | 'invoice'>[];
};

/**
 * The learner's confirmation once the payment is recorded, with the receipt attached; when the
 * batch has its joining link already (`join`), the link, the next class and the calendar too.
 */
export async function enrolmentLearnerMail(
  e: EnrolmentRow,
  join: JoinDetails | null = null,
): Promise<Pick<Mail, 'subject' | 'text' | 'attachments'>> {
  const v = enrolmentView(e);
  // Loaded when a receipt is sent, so the server does not hold the PDF code (pdfkit, fontkit)
  // from its start for the e-mails it may send.
  const { receiptFileName, receiptPdf } = await import('@/lib/pdf/receipt');
  const pdf = await receiptPdf(receiptData(e));
  const invoices = e.taxDocuments ?? [];
  const { taxDocumentFileName, taxDocumentPdf } = invoices.length
    ? await import('@/lib/pdf/tax-invoice')
    : { taxDocumentFileName: null, taxDocumentPdf: null };
  const invoicePdfs = await Promise.all(
    invoices.map(async (d) => ({
      filename: taxDocumentFileName!(d),
      content: await taxDocumentPdf!({ ...d, reference: e.reference, invoice: null }),
      contentType: 'application/pdf',
    })),
  );
  return {
    subject: `${site.name}: you are enrolled in ${v.courseTitle} (${e.reference})`,
    text: [
      `Dear ${e.fullName},`,
      '',
      `Thank you: your payment of ${formatPaise(e.amountPaise)} is received and your seat is confirmed.`,
      '',
      `Course: ${v.courseTitle}${v.cohort ? `, ${v.cohort}` : ''}`,
      `Batch: ${batchLabel(e.batch)}`,
      ...(v.startLabel ? [`Starts: ${v.startLabel}`] : []),
      `Reference: ${e.reference}`,
      '',
      ...(join ? [...joinLines(join, `${siteUrl()}/dashboard`), ''] : []),
      successText.nextTitle + ':',
      // With the link above, the line promising it by e-mail is left out.
      ...successText.next
        .filter((line) => !join || line !== successText.joinLinkComes)
        .map((line) => `- ${line}`),
      '',
      `Your receipt${invoices.length ? ` and tax invoice ${invoices.map((d) => d.number).join(', ')} are` : ' is'} attached. You can also open your enrolment at ${siteUrl()}${successPath(e.reference)} from the browser you enrolled in.`,
      '',
      schoolSignature(),
      '',
    ].join('\n'),
    attachments: [
      { filename: receiptFileName(e.reference), content: pdf, contentType: 'application/pdf' },
      ...invoicePdfs,
    ],
  };
}

/** Staff: a payment recorded, or a transfer to confirm against the bank statement. */
export function enrolmentStaffMail(e: EnrolmentRow): Pick<Mail, 'subject' | 'text'> {
  const v = enrolmentView(e);
  const waiting = e.status === 'awaiting_confirmation';
  const last = e.history[0];
  const page = `${siteUrl()}/admin/enrolments/${encodeURIComponent(e.reference)}`;
  return {
    subject: waiting
      ? `[${site.shortName}] Transfer to confirm: ${formatPaise(e.amountPaise)} from ${e.fullName} (${e.reference})`
      : `[${site.shortName}] Enrolment paid: ${e.fullName}, ${v.courseTitle} (${e.reference})`,
    text: [
      `Status: ${statusWords(e.status)}`,
      `Reference: ${e.reference}`,
      `Course: ${v.courseTitle}${v.cohort ? `, ${v.cohort}` : ''}`,
      `Batch: ${batchLabel(e.batch)}`,
      `Learner: ${e.fullName}${e.parentName ? ` (parent: ${e.parentName})` : ''}`,
      `Email: ${e.email}`,
      `Phone: ${e.phone}`,
      `Amount: ${formatPaise(e.amountPaise)}`,
      ...(v.payment
        ? [
            `Payment: ${methodWords(v.payment.method)}${v.payment.id ? `, reference ${v.payment.id}` : ''}`,
          ]
        : []),
      ...(last ? [`Last change: ${historyWords(last)} (${formatStaffTime(last.createdAt)})`] : []),
      '',
      ...(waiting
        ? [
            "Check that the money reached the school's account, then confirm it with the transaction reference on the statement: 'Confirm payment received' on the enrolment's page:",
            `${page}#confirm`,
          ]
        : ['The learner has been sent the receipt. The enrolment in the back office:', page]),
      '',
    ].join('\n'),
  };
}
