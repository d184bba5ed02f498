// No `import 'server-only'`: jest imports the PDF modules directly. pdfkit is listed in
// next.config.mjs `serverExternalPackages`, so only server code can load it anyway.
import PDFDocument from 'pdfkit';
import { site } from '@/content/site';
import { fonts, registerSiteFonts } from './fonts';

export const colors = {
  brand: '#C1332A',
  ink: '#1F2933',
  muted: '#52606D',
  cream: '#FDF6EC',
  white: '#FFFFFF',
};
export { fonts };
export const MARGIN = 50;

/**
 * An A4 document in the school's look with the writing helpers the school's PDFs share (brochure,
 * curricula, receipts, certificates, resources; every PDF of the site is made here): tagged for
 * screen readers, DejaVu Sans embedded (./fonts.ts: it has the rupee sign; the text stays
 * searchable), the school's metadata, headings that never sit alone at a page foot, and a running
 * foot with page numbers. `margin` is for the printable resources, which use a wider page.
 */
export function createPdf(
  info: { title: string; subject: string; keywords: string },
  { margin = MARGIN } = {},
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: info.title,
      Author: site.name,
      Subject: info.subject,
      Keywords: info.keywords,
      Creator: site.name,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerSiteFonts(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` more points fit. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    keep(90);
    if (doc.y > doc.page.margins.top) doc.moveDown(0.8);
    doc.font(fonts.bold).fontSize(15).fillColor(colors.brand);
    doc.text(text, margin, doc.y, { width, structParent: root, structType: 'H2' });
    doc.moveDown(0.35);
  };
  const subheading = (text: string) => {
    keep(40);
    doc.font(fonts.bold).fontSize(11).fillColor(colors.ink);
    doc.text(text, margin, doc.y, { width, structParent: root, structType: 'H3' });
  };
  const paragraph = (text: string, { muted = false, size = 10.5 } = {}) => {
    doc
      .font(fonts.regular)
      .fontSize(size)
      .fillColor(muted ? colors.muted : colors.ink);
    doc.text(text, margin, doc.y, { width, lineGap: 1.5, structParent: root });
  };
  const bullets = (items: string[]) => {
    const list = doc.struct('L');
    root.add(list);
    doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink);
    doc.list(items, margin + 4, doc.y, {
      width: width - 4,
      bulletRadius: 2,
      textIndent: 12,
      lineGap: 1.5,
      structParent: list,
    });
    list.end();
  };
  /**
   * The identity band at the top of the first page: title, a line under it, a small line. It is
   * 128 points high, or taller when a long title wraps, so the small line stays on the band.
   */
  const band = (title: string, line: string, small: string) => {
    const top = 38;
    const textHeight =
      doc.font(fonts.bold).fontSize(26).heightOfString(title, { width }) +
      4 +
      doc.font(fonts.italic).fontSize(13).heightOfString(line, { width }) +
      6 +
      doc.font(fonts.regular).fontSize(10).heightOfString(small, { width });
    const bandHeight = Math.max(128, Math.ceil(top + textHeight + 22));
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(0, 0, doc.page.width, bandHeight).fill(colors.brand);
    doc.endMarkedContent();
    doc.font(fonts.bold).fontSize(26).fillColor(colors.white);
    doc.text(title, margin, top, { width, structParent: root, structType: 'H1' });
    doc.font(fonts.italic).fontSize(13);
    doc.text(line, margin, doc.y + 4, { width, structParent: root });
    doc.font(fonts.regular).fontSize(10);
    doc.text(small, margin, doc.y + 6, { width, structParent: root });
    doc.y = bandHeight + 24;
  };
  /** Writes the running foot on every page and ends the document; resolves to its bytes. */
  const finish = (footLeft: string) => {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const marginBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing below the bottom margin would otherwise add a page
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted);
      const y = doc.page.height - 34;
      const pageNumberWidth = 80; // "Page 12 of 12"; the rest of the line is the document's name
      doc.text(footLeft, margin, y, { width: width - pageNumberWidth, lineBreak: false });
      doc.text(`Page ${i + 1} of ${range.count}`, margin + width - pageNumberWidth, y, {
        width: pageNumberWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.endMarkedContent();
      doc.page.margins.bottom = marginBottom;
    }
    root.end();
    doc.end();
    return done;
  };
  return { doc, root, width, bottom, keep, heading, subheading, paragraph, bullets, band, finish };
}

/** A document being written, with its helpers. */
export type Pdf = ReturnType<typeof createPdf>;

/** Caches one generated PDF per key; a failed attempt is forgotten so the next request retries. */
export function cachedPdf(render: (key: string) => Promise<Buffer>) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string) => {
    let p = cache.get(key);
    if (!p) {
      p = render(key).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, p);
    }
    return p;
  };
}

export { pdfFileName } from './file-name';
