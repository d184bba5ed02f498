import type { ReactNode } from 'react';
import { Reveal } from './reveal';

/** A landing section's h2 and intro (and any buttons under them), fading in once. */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'center',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <Reveal className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="font-display text-3xl font-bold text-brand sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
      {children}
    </Reveal>
  );
}
