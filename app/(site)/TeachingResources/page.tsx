import { menuGroupOf } from '@/lib/nav';
import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { Download, FileText } from 'lucide-react';
import { JsonLd } from '@/components/seo/json-ld';
import { PracticeHeader } from '@/components/practice/practice-header';
import { buttonClass } from '@/components/ui/button';
import { resourcesPage } from '@/content/practice/resources';
import { resourceList as resources } from '@/lib/pdf/resource-list';
import { resourceListLd } from '@/lib/structured-data';

const path = '/TeachingResources';

export const metadata: Metadata = contentMetadata(resourcesPage, path);

export default function TeachingResourcesPage() {
  return (
    <article className="container-page max-w-5xl py-10 sm:py-14">
      <JsonLd
        data={resourceListLd(
          resourcesPage.title,
          resources.map((r) => ({
            name: r.title,
            description: r.summary,
            path: `/resources/${r.file}`,
            resourceType: 'Worksheet',
            teaches: 'French',
          })),
        )}
      />
      <PracticeHeader
        eyebrow={menuGroupOf(path)}
        title={resourcesPage.title}
        lead={resourcesPage.lead}
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {resources.map((r) => (
          <li
            key={r.file}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-light text-brand">
              <FileText aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 font-display text-xl font-bold">{r.title}</h2>
            <p className="mt-2 leading-relaxed text-muted">{r.summary}</p>
            <p className="mt-2 text-sm text-muted">{r.contents}. A4, printable.</p>
            <a
              href={`/resources/${r.file}`}
              download={r.file}
              className={buttonClass('primary', 'mt-auto self-start px-5 py-2 text-sm')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download PDF
              <span className="sr-only">: {r.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
