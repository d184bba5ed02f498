import type { ComponentProps } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Field, fieldAria, hintedAria, inputClass } from '@/components/ui/field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string;
  /** A line under the label that the input is described by. */
  hint?: string;
  /** The classes of the field's wrapper (label, input and error line). */
  className?: string;
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
};

/** A text input in its <Field>: label, error line and ARIA state, registered with react-hook-form. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  registration,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        {...input}
        className={inputClass(!!error)}
        {...(hint ? hintedAria(id, error) : fieldAria(id, error))}
        {...registration}
      />
    </Field>
  );
}

/** An e-mail address: the e-mail keyboard, filled in as `autoComplete` says (default `email`). */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete={autoComplete} {...props} />;
}

/**
 * The props a form's field `name` gives TextField, EmailField or PasswordField: its id
 * (`${idPrefix}-${name}`), its error and its registration.
 */
export function fieldsOf<V extends FieldValues>(
  idPrefix: string,
  register: UseFormRegister<V>,
  errors: FieldErrors<V>,
) {
  return (name: Path<V>) => ({
    id: `${idPrefix}-${name}`,
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    registration: register(name),
  });
}
