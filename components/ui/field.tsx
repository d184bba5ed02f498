import type { ReactNode } from 'react';

/** Label classes: the label turns red when its field has an error (spec §5). */
export const labelClass = (invalid: boolean) =>
  `mb-1 block text-sm font-semibold ${invalid ? 'text-red-700' : 'text-ink'}`;

export const inputClass = (invalid: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  } focus-visible:border-brand`;

/** A field's error line, referenced by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * Label, control and error of one form field; the control gets `fieldAria(id, error)`, or
 * `hintedAria(id, error)` when the field has a `hint` (shown under the label).
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass(!!error)}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The id and ARIA state a control inside <Field> needs. */
export function fieldAria(id: string, error?: string) {
  return { id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined };
}

/** fieldAria for a field with a hint: the control is described by the hint, then the error. */
export function hintedAria(id: string, error?: string) {
  return {
    ...fieldAria(id, error),
    'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
  };
}
