import type { ReactNode } from 'react';

/** The h1 block of a practice page: a small group label, the title and a lead paragraph. */
export function PracticeHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
      {children}
    </header>
  );
}
