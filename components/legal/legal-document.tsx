import type { LegalDocument } from '@/content/legal/types';

/** Renders a legal text from content/legal with a table of contents. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">{doc.title}</h1>
      <p className="mt-2 text-sm text-muted">Last updated: {doc.lastUpdated}</p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed">
        {doc.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl bg-cream p-5">
        <h2 id="toc-heading" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand underline underline-offset-2">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-10 scroll-mt-24">
          <h2 id={`${s.id}-h`} className="font-display text-2xl font-bold">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">
            {s.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items ? (
              <ul className="list-disc space-y-2 pl-6">
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </article>
  );
}
