import { forwardRef } from 'react';

/** A form's message after a failed send: focusable, so the form can move focus to it. */
export const FormAlert = forwardRef<
  HTMLParagraphElement,
  { tone?: 'error' | 'warning' | 'success'; children: React.ReactNode }
>(function FormAlert({ tone = 'error', children }, ref) {
  const tones = {
    error: 'bg-red-50 text-red-800 ring-red-300',
    warning: 'bg-amber-50 text-amber-900 ring-amber-300',
    success: 'bg-green-50 text-green-900 ring-green-300',
  };
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`rounded-lg p-3 text-sm ring-1 outline-none focus-visible:ring-2 ${tones[tone]}`}
    >
      {children}
    </p>
  );
});
