import { TickList } from '@/components/ui/tick-list';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/disclosure';
import { JsonLd } from '@/components/seo/json-ld';
import { batches } from '@/content/courses-overview';
import { finderText as t } from '@/content/courses/finder-text';
import type { ProgrammeDetails } from '@/content/courses/types';
import { courseBreadcrumbLd, programmeLd } from '@/lib/structured-data';
import { CallbackButton, CallbackProvider } from './callback-button';

/** A programme page (/FrenchAdultPage, /FrenchKidsPage, /FocusFrenchCourse), from content. */
export function ProgrammePage({ programme }: { programme: ProgrammeDetails & { href: string } }) {
  const page = programme.page!;
  return (
    <CallbackProvider>
      <JsonLd
        data={[
          programmeLd(programme),
          courseBreadcrumbLd({ courseName: programme.title, href: programme.href }),
        ]}
      />
      <section className="bg-cream px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">
            {programme.title}
          </p>
          <h1 className="mt-2 font-display text-4xl font-bold text-ink sm:text-5xl">
            {page.headline}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink">{page.intro}</p>
          <CallbackButton course={programme.slug} className={buttonClass('primary', 'mt-6 py-3')}>
            {t.requestCallback}
          </CallbackButton>
        </div>
      </section>
      <section className="bg-white px-4 py-12">
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
          {(
            [
              [t.whoTitle, page.whoItIsFor],
              [t.getTitle, page.whatYouGet],
            ] as const
          ).map(([title, items]) => (
            <div key={title}>
              <h2 className="font-display text-2xl font-bold text-brand">{title}</h2>
              <TickList items={items} badge className="mt-4 grid gap-2" />
            </div>
          ))}
        </div>
        <dl className="mx-auto mt-10 grid max-w-5xl gap-4 rounded-2xl bg-cream p-6 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-muted">{t.levelsTitle}</dt>
            <dd className="mt-1 text-ink">{programme.levels}</dd>
          </div>
          <div>
            <dt className="font-semibold text-muted">{t.formatTitle}</dt>
            <dd className="mt-1 text-ink">
              {programme.format}. {batches.sizeNote}.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-muted">{t.timesTitle}</dt>
            <dd className="mt-1 text-ink">
              <ul>
                {(programme.slots ?? batches.slots).map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="faq-title" className="bg-cream px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="faq-title" className="font-display text-3xl font-bold text-brand">
            {t.faqTitle}
          </h2>
          <div className="mt-6">
            <FaqList faqs={page.faqs} />
          </div>
          <CallbackButton course={programme.slug} className={buttonClass('primary', 'mt-8 py-3')}>
            {t.requestCallback}
          </CallbackButton>
        </div>
      </section>
    </CallbackProvider>
  );
}
