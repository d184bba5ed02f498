/** Words of the /Brochure page; the PDF itself is built from content/ by lib/pdf/brochure.ts. */
import { batches, courseLevels, exams } from './courses-overview';
import { site } from './site';

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(items);

export const brochurePage = {
  title: 'Brochure',
  description: `Download the ${site.name} brochure (PDF): courses from A1 to B2, batch timings in ${batches.timeZone}, preparation for ${list(exams.names)} and how to reach us.`,
  intro: `Everything about learning French with ${site.name}, in one printable A4 PDF. Inside:`,
  inside: [
    'Who we are and everything we offer, from kids and teens classes to translation and corporate training',
    `Levels ${list(courseLevels.map((l) => l.code))}: durations and weekly schedules`,
    `The five daily batch slots (${batches.timeZone}) and our batch size of ${batches.size.min}-${batches.size.max} students`,
    `Exam preparation for ${list(exams.names)}`,
    'Our phone, WhatsApp, e-mail and office details',
  ],
  download: 'Download Brochure',
};
