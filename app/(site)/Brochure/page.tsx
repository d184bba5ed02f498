import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';
import { Download } from 'lucide-react';
import { BrochureDownloadLink } from '@/components/layout/brochure-link';
import { brochurePage } from '@/content/brochure';
import { site } from '@/content/site';

export const metadata: Metadata = contentMetadata(brochurePage, '/Brochure');

export default function BrochurePage() {
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">
          {brochurePage.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed">{brochurePage.intro}</p>
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
          {brochurePage.inside.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <BrochureDownloadLink className={buttonClass('primary', 'mt-8 py-3 shadow-sm')}>
          <Download aria-hidden="true" className="size-5" />
          {brochurePage.download}
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
