// The printable resources of /TeachingResources, written by pdfkit from content/ (like the
// brochure: DejaVu Sans embedded, ./fonts.ts, and searchable text; cached per process). No
// 'server-only': jest imports it; pdfkit is a server external package, so only server code loads it.
import PDFDocument from 'pdfkit';
import { a1Vocabulary, commonVerbs, delfChecklists } from '@/content/practice/resources';
import { site } from '@/content/site';
import { conjugate, tenses } from '@/lib/practice/conjugate';
import { siteUrl } from '@/lib/site-url';
import { fonts, registerSiteFonts } from './fonts';

const colors = {
  brand: '#C1332A',
  ink: '#1F2933',
  muted: '#52606D',
  rule: '#D9DEE3',
  band: '#FDF6EC',
};
const MARGIN = 48;

export type Resource = {
  /** The download's file name, also the last part of its URL: /resources/<file>. */
  file: string;
  title: string;
  summary: string;
  contents: string;
  render: (doc: PDFKit.PDFDocument, width: number) => void;
};

export const resources: Resource[] = [
  {
    file: 'french-verb-conjugation-tables-20-common-verbs.pdf',
    title: 'Conjugation tables: the 20 most common French verbs',
    summary:
      'Être, avoir, aller, faire and sixteen more, in the present, passé composé, imparfait and futur simple.',
    contents: '20 verbs, 4 tenses each, with the English meaning',
    render: renderVerbs,
  },
  {
    file: 'french-a1-vocabulary-lists-by-theme.pdf',
    title: 'A1 vocabulary lists by theme',
    summary:
      'The first words to learn, with their articles: greetings, family, time, food, home, town, weather, colours and clothes.',
    contents: `${a1Vocabulary.length} themes, French and English side by side`,
    render: renderVocabulary,
  },
  {
    file: 'delf-exam-checklists.pdf',
    title: 'DELF exam checklists',
    summary:
      'What to do before the exam, what to bring on the day, and a checklist for each of the four papers.',
    contents: `${delfChecklists.length} checklists with tick boxes`,
    render: renderChecklists,
  },
];

const cache = new Map<string, Promise<Buffer>>();

/** The PDF of a resource by file name, or null when there is no such resource. */
export function resourcePdf(file: string): Promise<Buffer> | null {
  const resource = resources.find((r) => r.file === file);
  if (!resource) return null;
  let pdf = cache.get(file);
  if (!pdf) {
    pdf = render(resource).catch((error: unknown) => {
      cache.delete(file);
      throw error;
    });
    cache.set(file, pdf);
  }
  return pdf;
}

function render(resource: Resource): Promise<Buffer> {
  const url = siteUrl();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: resource.title, Author: site.name, Creator: site.name },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerSiteFonts(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.font(fonts.bold).fontSize(20).fillColor(colors.brand).text(resource.title, { width });
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(10.5).fillColor(colors.muted).text(resource.summary, { width });
  doc.moveDown(0.2).text(`${site.name}  |  ${url}  |  Free to print and share`, { width });
  doc.moveDown(1);
  resource.render(doc, width);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted);
    doc.text(`${site.name}  |  ${resource.title}`, MARGIN, doc.page.height - 32, {
      width: width - 70,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width - 70, doc.page.height - 32, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - 20;
const keep = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
};

function renderVerbs(doc: PDFKit.PDFDocument, width: number) {
  const colWidth = width / 4;
  const rowHeight = 14;
  const blockHeight = 30 + 16 + 6 * rowHeight + 14;
  for (const verb of commonVerbs) {
    keep(doc, blockHeight);
    const top = doc.y;
    doc.font(fonts.bold).fontSize(13).fillColor(colors.ink);
    doc.text(verb.infinitive, MARGIN, top, { continued: true });
    doc.font(fonts.regular).fontSize(10).fillColor(colors.muted).text(`   ${verb.meaning}`);
    const headY = top + 22;
    doc.rect(MARGIN, headY - 3, width, 16).fill(colors.band);
    tenses.forEach((tense, t) => {
      doc.font(fonts.bold).fontSize(9.5).fillColor(colors.brand);
      doc.text(tense, MARGIN + t * colWidth + 4, headY, { width: colWidth - 8, lineBreak: false });
      conjugate(verb, tense).forEach((form, p) => {
        doc.font(fonts.regular).fontSize(9).fillColor(colors.ink);
        doc.text(form, MARGIN + t * colWidth + 4, headY + 18 + p * rowHeight, {
          width: colWidth - 8,
          lineBreak: false,
        });
      });
    });
    const end = headY + 18 + 6 * rowHeight + 4;
    doc
      .moveTo(MARGIN, end)
      .lineTo(MARGIN + width, end)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc.x = MARGIN;
    doc.y = end + 12;
  }
}

function renderVocabulary(doc: PDFKit.PDFDocument, width: number) {
  const half = width / 2;
  for (const { theme, words } of a1Vocabulary) {
    keep(doc, 40 + words.length * 15);
    doc.font(fonts.bold).fontSize(13).fillColor(colors.brand).text(theme, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const [fr, en] of words) {
      const y = doc.y;
      doc
        .font(fonts.bold)
        .fontSize(10)
        .fillColor(colors.ink)
        .text(fr, MARGIN, y, { width: half - 10 });
      const afterFr = doc.y;
      doc
        .font(fonts.regular)
        .fontSize(10)
        .fillColor(colors.muted)
        .text(en, MARGIN + half, y, { width: half });
      doc.y = Math.max(afterFr, doc.y) + 2;
    }
    doc.x = MARGIN;
    doc.moveDown(0.8);
  }
}

function renderChecklists(doc: PDFKit.PDFDocument, width: number) {
  for (const list of delfChecklists) {
    keep(doc, 40 + list.items.length * 28);
    doc
      .font(fonts.bold)
      .fontSize(13)
      .fillColor(colors.brand)
      .text(list.title, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const item of list.items) {
      keep(doc, 28);
      const y = doc.y;
      doc
        .rect(MARGIN, y + 1, 9, 9)
        .lineWidth(0.8)
        .strokeColor(colors.ink)
        .stroke();
      doc
        .font(fonts.regular)
        .fontSize(10.5)
        .fillColor(colors.ink)
        .text(item, MARGIN + 18, y, {
          width: width - 18,
        });
      doc.moveDown(0.35);
    }
    doc.x = MARGIN;
    doc.moveDown(0.6);
  }
}
