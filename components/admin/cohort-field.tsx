import type { ReactNode } from 'react';

/** A cohort editor control's classes, red when its field is refused. */
export const cohortControl = (invalid: boolean, extra = '') =>
  `min-h-11 rounded-lg border bg-white px-2 ${invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'} ${extra}`.trim();

/** The element id of a field's error line ('tiers.1.price' → 'cohort-tiers-1-price-error'). */
export const errorId = (path: string) => `cohort-${path.replace(/\./g, '-')}-error`;
export const controlId = (path: string) => `cohort-${path.replace(/\./g, '-')}`;

/** What a control carries for its field: id, name, and its refusal's aria attributes. */
export function fieldAttrs(path: string, name: string, errors: Record<string, string>) {
  const error = errors[path];
  return {
    id: controlId(path),
    name,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId(path) : undefined,
  };
}

/** A field's refusal, under its control (the control's aria-describedby points here). */
export function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const error = errors[path];
  return error ? (
    <p id={errorId(path)} className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** A labelled control with its refusal under it. */
export function CohortField({
  path,
  label,
  errors,
  hint,
  children,
}: {
  path: string;
  label: string;
  errors: Record<string, string>;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={controlId(path)} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <FieldError path={path} errors={errors} />
    </div>
  );
}
