// The sign-in, sign-up and password forms: one schema each, used by the form (zodResolver) and
// again on the server (the credentials provider, the sign-up and reset handlers).
import { z } from 'zod/mini';
import { formObject, isSingleLine, NAME_PATTERN, text } from './common';

/** @see spec §5 "Sign-in and sign-up": the messages are the spec's exact texts. */
export const authMessages = {
  emailRequired: 'Email is required!',
  emailInvalid: 'Invalid email address!',
  passwordRequired: 'Password is required!',
  uppercase: 'Must include at least one uppercase letter',
  lowercase: 'Must include at least one lowercase letter',
  number: 'Must include at least one number',
  symbol: 'Must include at least one symbol',
  minLength: 'Must be at least 8 characters long',
  fullNameRequired: 'Full Name is required.',
  fullNameMin: 'Full Name must be at least 3 characters long.',
  fullNameMax: 'Full Name must not exceed 20 characters.',
  confirmRequired: 'Please Confirm your Password!',
  mismatch: 'Password do not match!',
} as const;

/** Ours, not the spec's: long passphrases from password managers are welcome, up to a bound. */
export const PASSWORD_MAX = 128;
export const passwordTooLong = `Must be at most ${PASSWORD_MAX} characters long`;
export const FULL_NAME_MIN = 3;
export const FULL_NAME_MAX = 20;

/** The symbols spec §5 counts: !@#$%^&*(),.?":{}|<> */
export const PASSWORD_SYMBOLS = /[!@#$%^&*(),.?":{}|<>]/;

/** A text field whose absence (or a value that is not text) reads as the spec's "required" message. */
const required = (message: string) => z.string({ error: message });

/**
 * Email (spec §5): required, then a standard address. Trimmed and lowercased, so one address is one
 * account however it is typed.
 */
export const authEmail = required(authMessages.emailRequired).check(
  z.trim(),
  z.minLength(1, authMessages.emailRequired),
  z.refine((v) => v === '' || (v.length <= 254 && z.email().safeParse(v).success), {
    message: authMessages.emailInvalid,
  }),
  z.toLowerCase(),
);

/**
 * Password (spec §5, both forms): the rules in the spec's order, so the form shows the first one
 * the password misses. Not trimmed: spaces are characters of a passphrase.
 */
export const authPassword = required(authMessages.passwordRequired).check(
  z.minLength(1, authMessages.passwordRequired),
  z.refine((v) => v === '' || /\p{Lu}/u.test(v), authMessages.uppercase),
  z.refine((v) => v === '' || /\p{Ll}/u.test(v), authMessages.lowercase),
  z.refine((v) => v === '' || /\d/.test(v), authMessages.number),
  z.refine((v) => v === '' || PASSWORD_SYMBOLS.test(v), authMessages.symbol),
  z.refine((v) => v === '' || v.length >= 8, authMessages.minLength),
  z.maxLength(PASSWORD_MAX, passwordTooLong),
);

/** Full name (spec §5, sign-up): 3 to 20 characters once trimmed. */
export const fullName = required(authMessages.fullNameRequired).check(
  z.refine(isSingleLine, 'Full Name must be one line of plain text.'),
  z.trim(),
  z.minLength(1, authMessages.fullNameRequired),
  z.refine((v) => v === '' || v.length >= FULL_NAME_MIN, authMessages.fullNameMin),
  z.refine((v) => v.length <= FULL_NAME_MAX, authMessages.fullNameMax),
  z.refine(
    (v) => v.length < FULL_NAME_MIN || NAME_PATTERN.test(v),
    'Full Name can contain only letters, spaces, apostrophes, hyphens and dots.',
  ),
);

const confirmPassword = required(authMessages.confirmRequired).check(
  z.minLength(1, authMessages.confirmRequired),
);

/** Adds "Password do not match!" under the confirmation, whatever the other fields hold. */
function matching<T extends { password: unknown; confirmPassword: unknown }>() {
  return z.refine<T>((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: authMessages.mismatch,
    path: ['confirmPassword'],
    // Checked even while other fields have errors, so the form shows it at once.
    when: (payload) => {
      const v = payload.value as Partial<T> | undefined;
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
}

/** /log-in (spec §3 sign-in form, plus 'Keep me signed in'). */
export const signInSchema = z.object({
  email: authEmail,
  password: authPassword,
  remember: z.optional(z.boolean()),
});
export type SignInValues = z.input<typeof signInSchema>;

/** /sign-up (spec §3 sign-up form). */
export const signUpFormSchema = z
  .object({
    fullName,
    email: authEmail,
    password: authPassword,
    confirmPassword,
  })
  .check(matching());
export type SignUpValues = z.input<typeof signUpFormSchema>;

/** What POST /api/account/sign-up accepts: the form's fields, nothing else. */
export const signUpSchema = formObject({
  fullName,
  email: authEmail,
  password: authPassword,
  confirmPassword,
}).check(matching());

/** /forgot-password */
export const forgotPasswordSchema = formObject({ email: authEmail });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** /reset-password: the link's token and the new password, twice. */
export const resetPasswordFormSchema = z
  .object({ password: authPassword, confirmPassword })
  .check(matching());
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;

export const resetPasswordSchema = formObject({
  token: text({ label: 'Link', required: 'The link is incomplete', max: 200 }),
  password: authPassword,
  confirmPassword,
}).check(matching());
