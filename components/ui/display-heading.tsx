import type { ReactNode } from 'react';

/** The display face's sizes: one for each kind of heading the pages have. */
const sizes = {
  /** The landing page's h1, over its whole first screen. */
  hero: 'text-4xl leading-tight sm:text-6xl xl:text-7xl',
  /** A page's h1. */
  page: 'text-4xl sm:text-5xl',
  /** A section's h2. */
  section: 'text-3xl sm:text-4xl',
  /** The h2 of a band across the page (a call to act). */
  band: 'text-2xl sm:text-3xl',
};

/**
 * A heading in the display face: `as` its level (a hero's and a page's are h1s), `size` its place
 * in the scale, `className` its colour, alignment and margin.
 */
export function DisplayHeading({
  id,
  size = 'section',
  as: Heading = size === 'hero' || size === 'page' ? 'h1' : 'h2',
  className,
  children,
}: {
  id: string;
  as?: 'h1' | 'h2';
  size?: keyof typeof sizes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id} className={`font-display font-bold ${sizes[size]} ${className ?? ''}`}>
      {children}
    </Heading>
  );
}
