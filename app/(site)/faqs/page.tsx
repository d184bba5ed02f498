import type { Metadata } from 'next';
import { ChevronDown } from 'lucide-react';
import { LinkedText, plainText } from '@/components/pages/linked-text';
import { CallToAction, PageIntro } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { faqGroups, faqPage as page } from '@/content/faqs';
import { contentMetadata } from '@/lib/metadata';
import { breadcrumbLd, faqLd } from '@/lib/structured-data';

export const metadata: Metadata = contentMetadata(page, '/faqs');

// An accordion of <details>/<summary>: opens and closes with no JavaScript at all.
export default function FaqsPage() {
  const all = faqGroups.flatMap((g) => g.items);
  return (
    <>
      <JsonLd
        data={[
          faqLd(all.map((f) => ({ q: f.q, a: plainText(f.a) }))),
          breadcrumbLd([{ name: 'FAQs', path: '/faqs' }]),
        ]}
      />
      <PageIntro title={page.title} paragraphs={page.intro}>
        <nav aria-label="Topics" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {faqGroups.map((g) => (
              <li key={g.id}>
                <a
                  href={`#${g.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-brand ring-1 ring-brand/30 hover:bg-brand-light"
                >
                  {g.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="container-page max-w-4xl space-y-12 py-12 sm:py-16">
        {faqGroups.map((g) => (
          <section key={g.id} id={g.id} aria-labelledby={`${g.id}-h`} className="scroll-mt-28">
            <h2 id={`${g.id}-h`} className="font-display text-2xl font-bold text-brand sm:text-3xl">
              {g.heading}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
              {g.items.map((f) => (
                <details key={f.q} className="group px-5">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                    {f.q}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="space-y-3 pb-5 leading-relaxed text-ink">
                    {f.a.split('\n\n').map((p) => (
                      <p key={p}>
                        <LinkedText text={p} />
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <CallToAction
          heading="Still have a question?"
          body="Leave us a message, or reserve a free session and ask a counsellor directly."
        />
      </div>
    </>
  );
}
