// No `import 'server-only'`: jest imports this module directly. pdfkit is a Node package listed in
// next.config.ts `serverExternalPackages`, so only server code can load it anyway.
import PDFDocument from 'pdfkit';
import { batches, courseLevels, exams, kidsAndTeens } from '@/content/courses-overview';
import { services } from '@/content/services';
import { site, whatsappLink } from '@/content/site';
import { siteUrl } from '@/lib/site-url';

export { brochureFileName } from '@/lib/brochure-name';

const colors = {
  brand: '#C1332A',
  ink: '#1F2933',
  muted: '#52606D',
  cream: '#FDF6EC',
  white: '#FFFFFF',
};
const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const MARGIN = 50;
const listFormat = new Intl.ListFormat('en-IN', { type: 'conjunction' });

let cached: Promise<Buffer> | undefined;

/**
 * The school's brochure as an A4 PDF, written from content/ so it never drifts from the site.
 * Standard Helvetica keeps the text searchable without shipping font files. Generated once per
 * process; a failed attempt is forgotten so the next request tries again.
 */
export async function brochurePdf(): Promise<Buffer> {
  cached ??= renderBrochure().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

function renderBrochure(): Promise<Buffer> {
  const url = siteUrl();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // Tagged, with a language and the title shown in the viewer's title bar: read by screen readers.
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${site.name} Brochure`,
      Author: site.name,
      Subject: site.tagline,
      Keywords: `French classes, CEFR, ${exams.names.join(', ')}, ${site.city}`,
      Creator: site.name,
    },
  });

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` more points fit, so a heading never sits alone at a foot. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    keep(90);
    if (doc.y > doc.page.margins.top) doc.moveDown(0.8);
    doc.font(fonts.bold).fontSize(15).fillColor(colors.brand);
    doc.text(text, MARGIN, doc.y, { width, structParent: root, structType: 'H2' });
    doc.moveDown(0.35);
  };
  const subheading = (text: string) => {
    keep(40);
    doc.font(fonts.bold).fontSize(11).fillColor(colors.ink);
    doc.text(text, MARGIN, doc.y, { width, structParent: root, structType: 'H3' });
  };
  const paragraph = (text: string, { muted = false, size = 10.5 } = {}) => {
    doc
      .font(fonts.regular)
      .fontSize(size)
      .fillColor(muted ? colors.muted : colors.ink);
    doc.text(text, MARGIN, doc.y, { width, lineGap: 1.5, structParent: root });
  };
  const bullets = (items: string[]) => {
    const list = doc.struct('L');
    root.add(list);
    doc.font(fonts.regular).fontSize(10.5).fillColor(colors.ink);
    doc.list(items, MARGIN + 4, doc.y, {
      width: width - 4,
      bulletRadius: 2,
      textIndent: 12,
      lineGap: 1.5,
      structParent: list,
    });
    list.end();
  };

  // Identity band: decoration is an artifact; the words on it are content.
  const bandHeight = 128;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width, bandHeight).fill(colors.brand);
  doc.endMarkedContent();
  doc.font(fonts.bold).fontSize(26).fillColor(colors.white);
  doc.text(site.name, MARGIN, 38, { width, structParent: root, structType: 'H1' });
  doc.font(fonts.italic).fontSize(13);
  doc.text(site.tagline, MARGIN, doc.y + 4, { width, structParent: root });
  doc.font(fonts.regular).fontSize(10);
  doc.text(`Course brochure  |  ${url}`, MARGIN, doc.y + 6, { width, structParent: root });

  doc.y = bandHeight + 24;
  paragraph(site.description, { size: 11.5 });

  heading('What we offer');
  for (const service of services) {
    keep(36);
    subheading(service.title);
    paragraph(service.description, { muted: true, size: 10 });
    doc.moveDown(0.45);
  }

  const contactLines: { label: string; value: string; link: string }[] = [
    {
      label: 'Phone',
      value: site.contact.phone,
      link: `tel:${site.contact.phone.replace(/\s/g, '')}`,
    },
    { label: 'WhatsApp', value: whatsappLink().replace(/^https:\/\//, ''), link: whatsappLink() },
    { label: 'Email', value: site.contact.email, link: `mailto:${site.contact.email}` },
    { label: 'Office', value: site.contact.office, link: site.contact.mapsUrl },
    { label: 'Website', value: url, link: url },
  ];
  // The contact card sits at the foot of the page the offer ends on, or opens the next page.
  const pad = 16;
  const lineHeight = 17;
  const cardHeight = 2 * pad + 26 + contactLines.length * lineHeight;
  if (doc.y + 24 + cardHeight > bottom()) doc.addPage();
  const cardTop = Math.max(doc.y + 24, bottom() - cardHeight);
  doc.markContent('Artifact', { type: 'Layout' });
  doc.roundedRect(MARGIN, cardTop, width, cardHeight, 8).fill(colors.cream);
  doc.endMarkedContent();
  doc.font(fonts.bold).fontSize(15).fillColor(colors.brand);
  doc.text('Contact us', MARGIN + pad, cardTop + pad, {
    width: width - 2 * pad,
    structParent: root,
    structType: 'H2',
  });
  contactLines.forEach((line, i) => {
    doc.font(fonts.bold).fontSize(10.5).fillColor(colors.ink);
    doc.text(`${line.label}: `, MARGIN + pad, cardTop + pad + 26 + i * lineHeight, {
      continued: true,
      structParent: root,
    });
    doc.font(fonts.regular).fillColor(colors.brand);
    doc.text(line.value, { link: line.link, underline: true });
  });

  // The school and its offer come first, the courses on a page of their own.
  if (doc.bufferedPageRange().count === 1) doc.addPage();
  heading('Levels and courses');
  paragraph(
    `Live CEFR-aligned courses from A1 to B2, in small batches. Classes last ${batches.classLength}.`,
  );
  doc.moveDown(0.4);
  for (const level of courseLevels) {
    keep(70);
    subheading(`${level.code} ${level.name}: ${level.title}`);
    paragraph(level.durationWeeks ? `Duration: ${level.duration}.` : `${level.duration}.`);
    paragraph(`Schedule: ${level.schedule}.`);
    if (level.highlights.length) bullets(level.highlights);
    doc.moveDown(0.45);
  }
  keep(40);
  subheading(`${kidsAndTeens.title} (ages ${kidsAndTeens.ages})`);
  paragraph(`${kidsAndTeens.summary}.`);

  heading(`Batches and timings (${batches.timeZone})`);
  paragraph(`Five daily batch slots, all ${batches.timeZone}, ${batches.days}:`);
  doc.moveDown(0.2);
  bullets(batches.slots.map((slot) => `${slot} ${batches.timeZone}`));
  doc.moveDown(0.4);
  bullets([
    `${batches.sizeNote}.`,
    `${batches.mode}; each class lasts ${batches.classLength}.`,
    `${batches.recordings}.`,
    `${batches.demo}.`,
    `${batches.paymentPlan}.`,
  ]);

  heading('Exams');
  paragraph(`We prepare learners for ${listFormat.format(exams.names)}.`);
  doc.moveDown(0.2);
  bullets([`${exams.focusCourses}.`, `${exams.practice}.`]);

  // Running foot on every page; written last so it knows the page count.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const marginBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin would otherwise add a page
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted);
    const y = doc.page.height - 34;
    doc.text(`${site.name}  |  ${url}`, MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = marginBottom;
  }

  root.end();
  doc.end();
  return done;
}
