import type { Ref } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The lead forms' submit button: full width on phones, its own width from `sm` up. */
const leadSubmitClass =
  'w-full px-8 py-3 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';

/** A form's primary submit button, disabled and saying `busyLabel` while `busy`. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = leadSubmitClass,
  ref,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The button's classes beside the primary look (sizes, disabled state); the lead forms' by default. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="submit" disabled={busy} className={buttonClass('primary', className)}>
      {busy ? busyLabel : label}
    </button>
  );
}
