import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError, labelClass } from '@/components/ui/field';
import { PhoneInput } from './phone-input';

/**
 * A react-hook-form phone field: its label, the country and number input (phone-input.tsx), and
 * its error under it (`${id}-error`, which the input is described by while there is one).
 * A hint's id (`hintId`) comes first in what it is described by.
 */
export function PhoneField<V extends FieldValues>({
  id,
  name,
  label,
  control,
  className,
  hintId,
}: {
  id: string;
  name: Path<V>;
  label: string;
  control: Control<V>;
  className?: string;
  hintId?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className={className}>
            <label htmlFor={id} className={labelClass(!!error)}>
              {label}
            </label>
            <PhoneInput
              id={id}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              invalid={!!error}
              describedBy={
                [hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
              }
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    />
  );
}
