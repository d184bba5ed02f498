// The course certificate (issue 9): one landscape-free A4 page with the learner's name, the course,
// the date, the certificate id and where to check it. Made on request, never cached.
import { certificatesText as t } from '@/content/learner';
import { site } from '@/content/site';
import { formatLongDate } from '@/lib/dates';
import { colors, createPdf, fonts, MARGIN, pdfFileName } from './writer';

export type CertificateData = {
  id: string;
  name: string;
  course: string;
  issuedAt: Date;
  /** The public verification page's full address. */
  verifyUrl: string;
};

export const certificateFileName = (id: string) => pdfFileName(site.name, 'Certificate', id);

export async function certificatePdf(c: CertificateData): Promise<Buffer> {
  const pdf = createPdf({
    title: `${site.name} ${t.pdfTitle} ${c.id}`,
    subject: `${t.pdfTitle}: ${c.course}`,
    keywords: 'certificate, French course',
  });
  const { doc, root, width } = pdf;
  pdf.band(t.pdfTitle, site.name, site.city);
  const centred = (text: string, font: string, size: number, color: string, gap = 0.6) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(text, MARGIN, doc.y, { width, align: 'center', structParent: root });
    doc.moveDown(gap);
  };
  doc.y += 40;
  centred(t.pdfLead, fonts.italic, 14, colors.muted);
  centred(c.name, fonts.bold, 30, colors.brand, 0.8);
  centred(t.pdfCompleted, fonts.italic, 14, colors.muted);
  centred(c.course, fonts.bold, 20, colors.ink, 1.6);
  centred(`${t.verifyDate}: ${formatLongDate(c.issuedAt)}`, fonts.regular, 12, colors.ink, 0.3);
  centred(`${t.id}: ${c.id}`, fonts.regular, 12, colors.ink, 2);
  centred(`${t.pdfVerify} ${c.verifyUrl}`, fonts.regular, 10, colors.muted);
  return pdf.finish(`${site.name} · ${t.pdfTitle} ${c.id}`);
}
