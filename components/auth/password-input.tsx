'use client';

import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria, inputClass } from '@/components/ui/field';
import { ToggleButton } from '@/components/ui/toggle-button';

/**
 * A password box with a Show/Hide button. Pasting is allowed (password managers), and there is no
 * maxLength: a longer password is refused with a message rather than cut short silently.
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<ComponentProps<'input'>, 'type'> & { invalid: boolean }
>(function PasswordInput({ invalid, className = '', ...props }, ref) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className={`${inputClass(invalid)} pr-12 ${className}`}
        {...props}
      />
      <ToggleButton
        pressed={shown}
        onToggle={() => setShown((s) => !s)}
        label={shown ? 'Hide password' : 'Show password'}
        icon={shown ? EyeOff : Eye}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
      />
    </div>
  );
});

/**
 * A password box in its <Field>: label, error line and ARIA state; `hintId` names a hint the box is
 * also described by (after the error).
 */
export function PasswordField({
  id,
  label,
  error,
  autoComplete,
  hintId,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  hintId?: string;
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput
        autoComplete={autoComplete}
        invalid={!!error}
        {...fieldAria(id, error)}
        {...(hintId
          ? { 'aria-describedby': [error ? `${id}-error` : '', hintId].filter(Boolean).join(' ') }
          : {})}
        {...registration}
      />
    </Field>
  );
}
