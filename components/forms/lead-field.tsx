import type { ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { Field, fieldAria, inputClass } from '@/components/ui/field';
import { PhoneField } from './phone-field';

// The fields of a lead form (lead-form.tsx): their specs, and one field drawn from its spec (text,
// e-mail, date, count, textarea, select or phone) with its hint, its error under it and the aria
// attributes tying them together.

export type Option = { value: string; label: string; disabled?: boolean };

export type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  /** Takes both columns on wide screens. */
  wide?: boolean;
} & (
  | { type: 'text' | 'email' | 'date' | 'count'; autoComplete?: string; min?: string; max?: string }
  | { type: 'textarea'; rows?: number }
  | { type: 'select'; options: readonly string[]; placeholder?: string }
  | { type: 'phone' }
);

/** The name, e-mail and phone fields a lead form asks first, worded by `labels`. */
export function contactFields(labels: { name: string; email: string; phone: string }): FieldSpec[] {
  return [
    { name: 'name', label: labels.name, type: 'text', autoComplete: 'name' },
    { name: 'email', label: labels.email, type: 'email', autoComplete: 'email' },
    { name: 'phoneNumber', label: labels.phone, type: 'phone' },
  ];
}

export type FileSpec = {
  name: string;
  label: string;
  hint: string;
  /** The message when it is required and missing (same as the server's). */
  required?: string;
};

type Values = Record<string, string>;

/**
 * One lead-form field from its spec. `options` are the select's choices when they depend on other
 * fields (the reservation's slots on a day); otherwise the spec's own.
 */
export function LeadField({
  spec: f,
  id,
  error: err,
  control,
  register,
  options: dynamic,
}: {
  spec: FieldSpec;
  id: string;
  error?: string;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  options?: Option[];
}) {
  const span = f.wide || f.type === 'textarea' ? 'sm:col-span-2' : undefined;
  const hintId = f.hint ? `${id}-hint` : undefined;
  const aria = fieldAria(id, err);
  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const hint = f.hint ? (
    <p id={hintId} className="mb-1 text-sm text-muted">
      {f.hint}
    </p>
  ) : null;
  if (f.type === 'phone') {
    return (
      <PhoneField
        id={id}
        name={f.name}
        label={f.label}
        control={control}
        className={span}
        hintId={hintId}
      />
    );
  }
  let widget: ReactNode;
  if (f.type === 'textarea') {
    widget = (
      <textarea
        rows={f.rows ?? 4}
        className={inputClass(!!err)}
        {...aria}
        aria-describedby={describedBy}
        {...register(f.name)}
      />
    );
  } else if (f.type === 'select') {
    const choices: Option[] = dynamic ?? f.options.map((o) => ({ value: o, label: o }));
    widget = (
      <select
        className={inputClass(!!err)}
        {...aria}
        aria-describedby={describedBy}
        {...register(f.name)}
      >
        <option value="">{f.placeholder ?? 'Select…'}</option>
        {choices.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    widget = (
      <input
        type={f.type === 'count' ? 'text' : f.type}
        inputMode={f.type === 'count' ? 'numeric' : f.type === 'email' ? 'email' : undefined}
        autoComplete={f.autoComplete}
        min={f.min}
        max={f.max}
        className={inputClass(!!err)}
        {...aria}
        aria-describedby={describedBy}
        {...register(f.name)}
      />
    );
  }
  return (
    <Field id={id} label={f.label} error={err} className={span}>
      {hint}
      {widget}
    </Field>
  );
}
