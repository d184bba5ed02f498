import { FlaskConical } from 'lucide-react';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { previewSamples, previewText } from '@/content/learner';
import { pageMetadata } from '@/lib/metadata';

export type PreviewName = keyof typeof previewSamples.pages;

/** A preview route's metadata: noindex, not in the sitemap (spec §2). */
export function previewMetadata(name: PreviewName): Metadata {
  const p = previewSamples.pages[name];
  return {
    ...pageMetadata({ title: p.title, description: p.description, path: `/${name}` }),
    robots: { index: false, follow: false },
  };
}

/** A component preview: its title and a clear 'sample data' label above it. */
export function PreviewFrame({ name, children }: { name: PreviewName; children: ReactNode }) {
  const p = previewSamples.pages[name];
  return (
    <section className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-4" />
          {previewText.label}
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold text-brand sm:text-4xl">{p.title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{previewText.lead}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
