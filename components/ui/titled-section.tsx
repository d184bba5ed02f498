import type { ReactNode } from 'react';

export type TitledSectionProps = { id: string; title: string; children: ReactNode };

/** A section labelled by its h2 (`id` is the heading's), for the kinds of page that style them. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: TitledSectionProps & { className?: string; headingClassName: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
