import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { codeInputProps } from './code-input';
import { referralMessages as r } from '@/content/learner';

/** The checkout details' optional referral code, with its hint: typed in capitals, 20 at most. */
export function ReferralCodeField({
  id,
  error,
  field,
}: {
  id: string;
  error?: string;
  /** react-hook-form's registration of the field. */
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={r.codeLabel} hint={r.codeHint} error={error} className="sm:col-span-2">
      <input {...codeInputProps(id, error)} {...field} />
    </Field>
  );
}
