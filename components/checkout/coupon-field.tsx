'use client';

import { useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { codeInputProps, type CodeFieldProps } from './code-input';
import { couponText as t } from '@/content/checkout';

/**
 * The checkout details' 'Have a code?': a button that reveals the coupon code's field (open by
 * itself when the server refused the code, so its sentence shows). The server checks the code and
 * takes the discount off; the payment step shows the price before and after.
 */
export function CouponField({ id, error, field }: CodeFieldProps) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const shown = open || !!error;
  return (
    <div className="sm:col-span-2">
      {shown ? (
        <Field id={id} label={t.label} hint={t.hint} error={error}>
          <input
            {...codeInputProps(id, error)}
            {...field}
            ref={(el) => {
              field.ref(el);
              input.current = el;
            }}
          />
        </Field>
      ) : (
        <button
          type="button"
          className="min-h-11 font-semibold text-brand underline underline-offset-2"
          onClick={() => {
            setOpen(true);
            // Focus the field once it is shown.
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          {t.reveal}
        </button>
      )}
    </div>
  );
}
