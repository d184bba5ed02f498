// No `import 'server-only'`: jest imports this module directly (pdfkit is server-only anyway).
import { batches } from '@/content/courses-overview';
import { levelCourses } from '@/content/courses';
import type { CourseDetails } from '@/content/courses/types';
import type { CohortOffer } from '@/lib/courses/offer';
import { formatDay } from '@/lib/dates';
import { site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { cachedPdf, createPdf } from './writer';
import { formatInr } from '@/lib/format';
import { siteUrl } from '@/lib/site-url';

/** What the PDF's header says of the cohort on sale (lib/courses/cohorts.ts), or null: none. */
export type CohortHeader = Pick<CohortOffer, 'number' | 'start' | 'end' | 'mrp' | 'timeCommitment'>;

const cached = cachedPdf(async (key) => {
  const { slug, cohort } = JSON.parse(key) as { slug: string; cohort: CohortHeader | null };
  const course = levelCourses.find((c) => c.slug === slug);
  if (!course) throw new Error(`no level course "${slug}"`);
  return render(course, cohort);
});

/**
 * A level course's curriculum as a PDF: every week, the schedule, batch times and contact lines;
 * its header names the cohort on sale, if any. Kept per course and cohort facts, so a change by
 * staff makes a new one.
 */
export const curriculumPdf = (slug: string, cohort: CohortHeader | null) =>
  cached(
    JSON.stringify({
      slug,
      cohort: cohort && {
        number: cohort.number,
        start: cohort.start,
        end: cohort.end,
        mrp: cohort.mrp,
        timeCommitment: cohort.timeCommitment,
      },
    }),
  );

function render(course: CourseDetails, cohort: CohortHeader | null): Promise<Buffer> {
  const url = siteUrl();
  const { doc, keep, heading, subheading, paragraph, bullets, band, finish } = createPdf({
    title: `${course.courseName}: Curriculum`,
    subject: course.headline,
    keywords: `French ${course.level}, CEFR, DELF, curriculum, ${site.name}`,
  });
  band(
    course.courseName,
    `${course.level} curriculum, week by week`,
    `${site.name}  |  ${url}${course.href}`,
  );
  paragraph(course.summary, { size: 11.5 });
  doc.moveDown(0.4);
  const facts = [
    `Level: ${course.heading}`,
    `Length: ${course.duration}; ${cohort?.timeCommitment ?? course.timeCommitment}`,
    cohort
      ? `Cohort ${cohort.number}: starts ${formatDay(cohort.start)}, ends ${formatDay(cohort.end)}`
      : 'Next cohort: dates to be announced (join the waitlist on the course page)',
    cohort
      ? `Fee: ${formatInr(cohort.mrp)} (list price; current offers on the course page)`
      : 'Fees: announced with the next cohort',
  ];
  bullets(facts);

  heading('What you will learn, week by week');
  for (const week of course.curriculum) {
    keep(120);
    subheading(
      week.dossier
        ? `${week.title} (Dossier ${week.dossier.number}: ${week.dossier.title})`
        : week.title,
    );
    paragraph(`Outcome: ${week.learningOutcomes}`, { muted: true, size: 10 });
    doc.moveDown(0.2);
    paragraph('Lessons', { size: 10 });
    bullets(week.lessons);
    paragraph('Also this week', { size: 10 });
    bullets(week.details);
    paragraph('Activities', { size: 10 });
    bullets(week.activities);
    doc.moveDown(0.5);
  }

  heading(`Schedule and batch times (${batches.timeZone})`);
  paragraph(
    `Classes run ${course.batchDays}, ${batches.classLength} each, ${batches.mode.toLowerCase()}.`,
  );
  doc.moveDown(0.2);
  bullets(batches.slots.map((slot) => `${slot} ${batches.timeZone}`));
  doc.moveDown(0.3);
  bullets([
    `${batches.sizeNote}.`,
    `${batches.recordings}.`,
    `${batches.demo}.`,
    `${batches.paymentPlan}.`,
  ]);

  heading('Contact us');
  const chat = whatsappLink();
  bullets([
    ...(isSet(site.contact.phone) ? [`Phone: ${site.contact.phone}`] : []),
    ...(chat ? [`WhatsApp: ${chat.replace(/^https:\/\//, '')}`] : []),
    ...(isSet(site.contact.email) ? [`Email: ${site.contact.email}`] : []),
    `Website: ${url}${course.href}`,
  ]);
  return finish(`${site.name}  |  ${course.courseName}`);
}
