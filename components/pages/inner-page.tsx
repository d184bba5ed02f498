import type { ReactNode } from 'react';
import { PageIntro } from '@/components/pages/inner-page-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';
import { breadcrumbLd } from '@/lib/structured-data';

/**
 * The frame of an inner page (about us, careers, the free session…): its breadcrumb JSON-LD (after
 * any other `ld` of the page), the intro band with the h1 (`heading`, else the page's title) and
 * its paragraphs, then the body in a padded container whose width and layout `className` gives.
 */
export function InnerPage({
  path,
  page,
  eyebrow,
  heading = page.title,
  ld = [],
  className,
  children,
}: {
  path: string;
  page: { title: string; intro: readonly string[] };
  eyebrow?: string;
  heading?: string;
  ld?: object[];
  className: string;
  children: ReactNode;
}) {
  const breadcrumb = breadcrumbLd([{ name: page.title, path }]);
  return (
    <>
      <JsonLd data={ld.length ? [...ld, breadcrumb] : breadcrumb} />
      <PageIntro eyebrow={eyebrow} title={heading} paragraphs={page.intro} />
      <div className={`container-page py-12 sm:py-16 ${className}`}>{children}</div>
    </>
  );
}

/** A section of an inner page's body, labelled by its h2 (`id` is the heading's). */
export function PageSection(props: TitledSectionProps) {
  return (
    <TitledSection {...props} headingClassName="font-display text-2xl font-bold sm:text-3xl" />
  );
}
