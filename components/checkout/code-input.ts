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
