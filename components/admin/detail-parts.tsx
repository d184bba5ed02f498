import type { InputHTMLAttributes, ReactNode } from 'react';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { Flash } from '@/components/admin/flash';

/** The back office's white box. */
const box = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** A back-office text field, select or text area. */
export const controlClass = 'min-h-11 rounded-lg border border-slate-300 bg-white px-2';

/** A timetable form's field: its label over the input, as wide as the form. */
export function LabelledInput({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <label className="grid min-w-0 gap-1 text-sm font-semibold text-ink">
      {label}
      <input {...input} className={`${controlClass} w-full min-w-0 font-normal`} />
    </label>
  );
}

/**
 * The top of a back-office detail page (an enrolment, a lead): the way back and the heading, a
 * line of what it is, and what the last change did.
 */
export function DetailHeader({
  back,
  heading,
  summary,
  saved,
  error,
}: {
  back?: { href: string; label: string };
  heading: ReactNode;
  summary: ReactNode;
  saved?: string;
  error?: string;
}) {
  return (
    <>
      <AdminPageHeading back={back}>{heading}</AdminPageHeading>
      <p className="mt-1 text-muted">{summary}</p>
      <div className="mt-4">
        <Flash saved={saved} error={error} />
      </div>
    </>
  );
}

/** One box of a detail page, labelled by its h2. `className` adds to the box's classes. */
export function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `${box} ${className}` : box}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs as a definition list; the pairs with no value are left out. */
export function FactList({
  facts,
  multiline = false,
}: {
  facts: [string, string | null][];
  /** Keep the values' line breaks (what a visitor typed). */
  multiline?: boolean;
}) {
  return (
    <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd
              className={
                // anywhere, not break-word: a long e-mail address then wraps instead of widening
                // the page on a phone.
                multiline
                  ? 'min-w-0 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]'
                  : 'min-w-0 text-ink [overflow-wrap:anywhere]'
              }
            >
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
