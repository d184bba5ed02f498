// The printable resources of /TeachingResources, written from content/ through the one writer
// (./writer.ts: tagged, DejaVu Sans, searchable text; cached per process). No 'server-only': jest
// imports it; pdfkit is a server external package, so only server code loads it.
import { a1Vocabulary, commonVerbs, delfChecklists } from '@/content/practice/resources';
import { site } from '@/content/site';
import { conjugate, tenses } from '@/lib/practice/conjugate';
import { siteUrl } from '@/lib/site-url';
import { resourceList, type ResourceEntry } from './resource-list';
import { cachedPdf, colors, createPdf, fonts, type Pdf } from './writer';

const rule = '#D9DEE3';
const MARGIN = 48;

export type Resource = ResourceEntry & { render: (pdf: Pdf) => void };

const renderers: Record<(typeof resourceList)[number]['file'], (pdf: Pdf) => void> = {
  'french-verb-conjugation-tables-20-common-verbs.pdf': renderVerbs,
  'french-a1-vocabulary-lists-by-theme.pdf': renderVocabulary,
  'delf-exam-checklists.pdf': renderChecklists,
};

/** The resources with how each PDF is drawn. */
export const resources: Resource[] = resourceList.map((r) => ({ ...r, render: renderers[r.file] }));

/** The PDF of a resource by file name, or null when there is no such resource. */
export function resourcePdf(file: string): Promise<Buffer> | null {
  return resources.some((r) => r.file === file) ? cachedResource(file) : null;
}

const cachedResource = cachedPdf((file) => render(resources.find((r) => r.file === file)!));

function render(resource: Resource): Promise<Buffer> {
  const url = siteUrl();
  const pdf = createPdf(
    { title: resource.title, subject: resource.summary, keywords: resource.contents },
    { margin: MARGIN },
  );
  const { doc, root, width } = pdf;
  doc.font(fonts.bold).fontSize(20).fillColor(colors.brand);
  doc.text(resource.title, { width, structParent: root, structType: 'H1' });
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(10.5).fillColor(colors.muted);
  doc.text(resource.summary, { width, structParent: root });
  doc.moveDown(0.2);
  doc.text(`${site.name}  |  ${url}  |  Free to print and share`, { width, structParent: root });
  doc.moveDown(1);
  resource.render(pdf);
  return pdf.finish(`${site.name}  |  ${resource.title}`);
}

/** Lines and boxes are decoration: screen readers skip them. */
const artifact = (doc: PDFKit.PDFDocument, draw: () => void) => {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
};

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - 20;
const keep = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
};

function renderVerbs({ doc, root, width }: Pdf) {
  const colWidth = width / 4;
  const rowHeight = 14;
  const blockHeight = 30 + 16 + 6 * rowHeight + 14;
  for (const verb of commonVerbs) {
    keep(doc, blockHeight);
    const top = doc.y;
    doc.font(fonts.bold).fontSize(13).fillColor(colors.ink);
    doc.text(verb.infinitive, MARGIN, top, {
      continued: true,
      structParent: root,
      structType: 'H2',
    });
    doc.font(fonts.regular).fontSize(10).fillColor(colors.muted).text(`   ${verb.meaning}`);
    const headY = top + 22;
    artifact(doc, () => doc.rect(MARGIN, headY - 3, width, 16).fill(colors.cream));
    tenses.forEach((tense, t) => {
      const x = MARGIN + t * colWidth + 4;
      doc.font(fonts.bold).fontSize(9.5).fillColor(colors.brand);
      doc.text(tense, x, headY, { width: colWidth - 8, lineBreak: false, structParent: root });
      conjugate(verb, tense).forEach((form, p) => {
        doc.font(fonts.regular).fontSize(9).fillColor(colors.ink);
        doc.text(form, x, headY + 18 + p * rowHeight, {
          width: colWidth - 8,
          lineBreak: false,
          structParent: root,
        });
      });
    });
    const end = headY + 18 + 6 * rowHeight + 4;
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, end)
        .lineTo(MARGIN + width, end)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke(),
    );
    doc.x = MARGIN;
    doc.y = end + 12;
  }
}

function renderVocabulary({ doc, root, width }: Pdf) {
  const half = width / 2;
  for (const { theme, words } of a1Vocabulary) {
    keep(doc, 40 + words.length * 15);
    doc.font(fonts.bold).fontSize(13).fillColor(colors.brand);
    doc.text(theme, MARGIN, doc.y, { width, structParent: root, structType: 'H2' });
    doc.moveDown(0.3);
    for (const [fr, en] of words) {
      const y = doc.y;
      doc.font(fonts.bold).fontSize(10).fillColor(colors.ink);
      doc.text(fr, MARGIN, y, { width: half - 10, structParent: root });
      const afterFr = doc.y;
      doc.font(fonts.regular).fontSize(10).fillColor(colors.muted);
      doc.text(en, MARGIN + half, y, { width: half, structParent: root });
      doc.y = Math.max(afterFr, doc.y) + 2;
    }
    doc.x = MARGIN;
    doc.moveDown(0.8);
  }
}

function renderChecklists({ doc, root, width }: Pdf) {
  for (const list of delfChecklists) {
    keep(doc, 40 + list.items.length * 28);
    doc.font(fonts.bold).fontSize(13).fillColor(colors.brand);
    doc.text(list.title, MARGIN, doc.y, { width, structParent: root, structType: 'H2' });
    doc.moveDown(0.3);
    for (const item of list.items) {
      keep(doc, 28);
      const y = doc.y;
      artifact(doc, () =>
        doc
          .rect(MARGIN, y + 1, 9, 9)
          .lineWidth(0.8)
          .strokeColor(colors.ink)
          .stroke(),
      );
      doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink);
      doc.text(item, MARGIN + 18, y, { width: width - 18, structParent: root });
      doc.moveDown(0.35);
    }
    doc.x = MARGIN;
    doc.moveDown(0.6);
  }
}
