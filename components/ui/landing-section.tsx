import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** A landing page's section: its padded band, the page's width, the h2 and intro it is labelled by. */
export function LandingSection({
  id,
  headingId,
  className,
  title,
  intro,
  align,
  action,
  children,
}: {
  id?: string;
  headingId: string;
  /** The band's background and padding. */
  className: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
  /** Buttons under the intro. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="container-page">
        <SectionHeading id={headingId} title={title} intro={intro} align={align}>
          {action}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
