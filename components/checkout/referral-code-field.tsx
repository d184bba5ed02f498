import { Field } from '@/components/ui/field';
import { codeInputProps, type CodeFieldProps } from './code-input';
import { referralMessages as r } from '@/content/learner';

/** The checkout details' optional referral code, with its hint: typed in capitals, 20 at most. */
export function ReferralCodeField({ id, error, field }: CodeFieldProps) {
  return (
    <Field id={id} label={r.codeLabel} hint={r.codeHint} error={error} className="sm:col-span-2">
      <input {...codeInputProps(id, error)} {...field} />
    </Field>
  );
}
