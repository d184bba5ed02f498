import type { ReactNode } from 'react';

/** The card every sign-in, sign-up and password page sits in. */
export function AuthCard({
  heading,
  lead,
  children,
  footer,
}: {
  heading: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="font-display text-3xl font-bold text-brand">{heading}</h1>
      {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
      <div className="mt-6">{children}</div>
      {footer ? <div className="mt-6 border-t border-slate-200 pt-5 text-sm">{footer}</div> : null}
    </section>
  );
}
