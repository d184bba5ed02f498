import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import { DisplayHeading } from './display-heading';

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
      <DisplayHeading id={id} className="text-brand">
        {title}
      </DisplayHeading>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
      {children}
    </Reveal>
  );
}
