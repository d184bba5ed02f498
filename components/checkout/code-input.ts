import type { UseFormRegisterReturn } from 'react-hook-form';
import { hintedAria, inputClass } from '@/components/ui/field';

/**
 * The attributes of a code's input at checkout (a coupon, a referral code): typed in capitals, no
 * autocomplete or spelling, 20 characters at most, with its hint and error wired for screen readers.
 */
export const codeInputProps = (id: string, error: string | undefined) => ({
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 20,
  className: `${inputClass(!!error)} uppercase sm:max-w-xs`,
  ...hintedAria(id, error),
});

/** A code field's props: its id, the server's or the schema's sentence, react-hook-form's field. */
export type CodeFieldProps = {
  id: string;
  error?: string;
  /** react-hook-form's registration of the field. */
  field: UseFormRegisterReturn;
};
