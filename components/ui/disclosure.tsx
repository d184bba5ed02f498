import type { ReactNode } from 'react';
import type { Faq } from '@/content/courses/types';

/**
 * An accordion item on <details>/<summary>: opens and closes by click, Enter or Space, works
 * before (and without) JavaScript, and is searchable by the browser's find-in-page.
 */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="group rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink">
        {summary}
        <span
          aria-hidden="true"
          className="text-2xl leading-none text-brand transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      {children}
    </details>
  );
}

/** FAQs as disclosures; an answer's paragraphs are separated by a blank line. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="grid gap-3">
      {faqs.map((f) => (
        <Disclosure key={f.q} summary={f.q}>
          {f.a.split(/\n{2,}/).map((p) => (
            <p key={p} className="mt-3 text-ink">
              {p}
            </p>
          ))}
        </Disclosure>
      ))}
    </div>
  );
}
