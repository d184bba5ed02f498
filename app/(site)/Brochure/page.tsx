import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { BrochureDownloadLink } from '@/components/layout/brochure-link';
import { batches, courseLevels, exams } from '@/content/courses-overview';
import { site } from '@/content/site';

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(items);

const description = `Download the ${site.name} brochure (PDF): courses from A1 to B2, batch timings in ${batches.timeZone}, preparation for ${list(exams.names)} and how to reach us.`;

export const metadata: Metadata = {
  title: 'Brochure',
  description,
  alternates: { canonical: '/Brochure' },
};

const inside = [
  'Who we are and everything we offer, from kids and teens classes to translation and corporate training',
  `Levels ${list(courseLevels.map((l) => l.code))}: durations and weekly schedules`,
  `The five daily batch slots (${batches.timeZone}) and our batch size of ${batches.size.min}-${batches.size.max} students`,
  `Exam preparation for ${list(exams.names)}`,
  'Our phone, WhatsApp, e-mail and office details',
];

export default function BrochurePage() {
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">Brochure</h1>
        <p className="mt-4 text-lg leading-relaxed">
          Everything about learning French with {site.name}, in one printable A4 PDF. Inside:
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
          {inside.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <BrochureDownloadLink className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark">
          <Download aria-hidden="true" className="size-5" />
          Download Brochure
          <span className="sr-only"> (PDF)</span>
        </BrochureDownloadLink>
      </div>
      <section aria-labelledby="brochure-preview" className="mt-12">
        <h2 id="brochure-preview" className="font-display text-2xl font-bold">
          Preview
        </h2>
        <object
          data="/brochure.pdf"
          type="application/pdf"
          aria-label={`${site.name} brochure (PDF)`}
          className="mt-4 h-[80vh] min-h-[32rem] w-full rounded-xl border border-ink/15 bg-cream"
        >
          <p className="p-6 leading-relaxed">
            Your browser cannot show the PDF here.{' '}
            <a
              href="/brochure.pdf"
              className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
            >
              Open the brochure (PDF)
            </a>{' '}
            or download it with the button above.
          </p>
        </object>
      </section>
    </article>
  );
}
