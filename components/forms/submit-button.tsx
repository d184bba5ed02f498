import type { Ref } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The lead forms' submit button: full width on phones, its own width from `sm` up. */
const leadSubmitClass =
  'w-full px-8 py-3 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';

/**
 * What the button says: `label`, and `busyLabel` while busy; or a content module's `text`, whose
 * `submit` and `submitting` are those two.
 */
type Words =
  | { label: string; busyLabel: string; text?: never }
  | { text: { submit: string; submitting: string }; label?: never; busyLabel?: never };

/** A form's primary submit button, disabled and saying its busy words while `busy`. */
export function SubmitButton({
  busy,
  className = leadSubmitClass,
  ref,
  ...words
}: Words & {
  busy: boolean;
  /** The button's classes beside the primary look (sizes, disabled state); the lead forms' by default. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [label, busyLabel] = words.text
    ? [words.text.submit, words.text.submitting]
    : [words.label, words.busyLabel];
  return (
    <button ref={ref} type="submit" disabled={busy} className={buttonClass('primary', className)}>
      {busy ? busyLabel : label}
    </button>
  );
}
