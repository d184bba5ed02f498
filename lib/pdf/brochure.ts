// No `import 'server-only'`: jest imports this module directly (pdfkit is server-only anyway).
import { batches, courseLevels, exams, kidsAndTeens } from '@/content/courses-overview';
import { services } from '@/content/services';
import { phoneHref, site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { cachedPdf, colors, createPdf, fonts, MARGIN } from './writer';
import { siteUrl } from '@/lib/site-url';

export { brochureFileName } from './file-name';

const listFormat = new Intl.ListFormat('en-IN', { type: 'conjunction' });

/**
 * The school's brochure as an A4 PDF, written from content/ so it never drifts from the site.
 * Generated once per process; a failed attempt is forgotten so the next request tries again.
 */
const cachedBrochure = cachedPdf(() => renderBrochure());
export const brochurePdf = () => cachedBrochure('brochure');

function renderBrochure(): Promise<Buffer> {
  const url = siteUrl();
  const { doc, root, width, bottom, keep, heading, subheading, paragraph, bullets, band, finish } =
    createPdf({
      title: `${site.name} Brochure`,
      subject: site.tagline,
      keywords: `French classes, CEFR, ${exams.names.join(', ')}, ${site.city}`,
    });
  band(site.name, site.tagline, `Course brochure  |  ${url}`);
  paragraph(site.description, { size: 11.5 });

  heading('What we offer');
  for (const service of services) {
    keep(36);
    subheading(service.title);
    paragraph(service.description, { muted: true, size: 10 });
    doc.moveDown(0.45);
  }

  // Only the lines the school has set (content/site.ts).
  const phone = phoneHref();
  const chat = whatsappLink();
  const contactLines: { label: string; value: string; link: string }[] = [
    ...(phone && isSet(site.contact.phone)
      ? [{ label: 'Phone', value: site.contact.phone, link: phone }]
      : []),
    ...(chat ? [{ label: 'WhatsApp', value: chat.replace(/^https:\/\//, ''), link: chat }] : []),
    ...(isSet(site.contact.email)
      ? [{ label: 'Email', value: site.contact.email, link: `mailto:${site.contact.email}` }]
      : []),
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

  return finish(`${site.name}  |  ${url}`);
}
