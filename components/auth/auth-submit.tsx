import { SubmitButton } from '@/components/forms/submit-button';

/** An account form's submit button: full width, saying `text.submitting` while `busy`. */
export function AuthSubmit({
  busy,
  text,
  className = 'w-full py-3 disabled:cursor-not-allowed disabled:opacity-70',
}: {
  busy: boolean;
  text: { submit: string; submitting: string };
  className?: string;
}) {
  return <SubmitButton busy={busy} text={text} className={className} />;
}
