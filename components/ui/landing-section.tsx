import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** The bands' backgrounds. */
const tones = { white: 'bg-white', cream: 'bg-cream', none: '' };

/**
 * A landing page's section: its padded band, the page's width, and the h2 and intro it is labelled
 * by (`${name}-heading`); `anchor` gives the band the id `name` for links to it.
 */
export function LandingSection({
  name,
  anchor = false,
  tone = 'white',
  className,
  text,
  align,
  action,
  children,
}: {
  name: string;
  anchor?: boolean;
  tone?: keyof typeof tones;
  /** More classes for the band. */
  className?: string;
  /** The section's words in content/: its heading and intro. */
  text: { heading: string; intro?: string };
  align?: 'center' | 'start';
  /** Buttons under the intro. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${name}-heading`;
  return (
    <section
      id={anchor ? name : undefined}
      aria-labelledby={headingId}
      className={`${tones[tone]} py-16 sm:py-20 ${className ?? ''}`}
    >
      <div className="container-page">
        <SectionHeading id={headingId} title={text.heading} intro={text.intro} align={align}>
          {action}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
