import { z } from 'zod/mini';

// The fields a server action's form schema is made of. Each refuses what the page's own form never
// sends (a missing field, a file, a number that is not one, a choice not offered): the wrapper
// (lib/actions/action.ts) answers a refused form with one sentence, never with the parse error.

/** Longer than any field of the back office's forms (a note is at most 5,000 characters). */
const MAX_FIELD = 20_000;

/** A form field's text: present, text (not a file), at most 20,000 characters. */
export const field = z.string().check(z.maxLength(MAX_FIELD));

/** A field a form may leave out (an unticked checkbox, an optional input): '' when missing. */
export const optionalField = z._default(z.optional(field), '');

/** A whole number written in decimal digits (a version, hours, paise). */
export const numberField = z.pipe(
  z.string().check(z.regex(/^-?\d{1,15}$/)),
  z.transform((s: string) => Number(s)),
);

/** One of `options`, exactly. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options);

/**
 * A FormData's fields as an object (the last of a repeated name), or null when the action was
 * called with something other than a form: anyone may post any arguments to an action's id.
 */
export function formFields(form: unknown): Record<string, FormDataEntryValue> | null {
  if (!(form instanceof FormData)) return null;
  return Object.fromEntries(form.entries());
}
