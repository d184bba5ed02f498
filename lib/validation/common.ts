// zod/mini: the same schemas run in the browser (zodResolver) and on the server (safeParse), and
// the mini build keeps the forms' JavaScript small. Every message here is a sentence for people:
// no validation-library text ("Invalid input: expected string") reaches a visitor.
import { z } from 'zod/mini';

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, less tab, line feed and carriage return (multi-line messages keep those). */
const MESSAGE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional marks, embeddings, overrides and isolates: they can make text read differently. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Invisible characters with no place in a one-line field. */
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/;
/**
 * Zero-width (non-)joiners shape letters in Indic scripts and Arabic/Persian ("क्‍ष", "می‌خواهم"), so
 * a name may carry one between letters of those scripts; anywhere else they only hide things.
 */
const JOINER_OK =
  /(?<=[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}])[\u200C\u200D](?=[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}])/gu;

const JOINERS = /[\u200C\u200D]/;

/** One line of plain text: no line breaks, control, bidirectional or invisible characters. */
export function isSingleLine(s: string): boolean {
  if (CONTROL.test(s) || BIDI.test(s) || INVISIBLE.test(s)) return false;
  return !JOINERS.test(s) || !JOINERS.test(s.replace(JOINER_OK, ''));
}

/** Free text (a message): line breaks and tabs allowed; no other control or bidi characters. */
export function isCleanMessage(s: string): boolean {
  return !MESSAGE_CONTROL.test(s) && !BIDI.test(s);
}

type TextOptions = { required?: string; max: number; label: string };

function baseText(opts: TextOptions) {
  return z.string({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? (opts.required ?? `${opts.label} is required`)
        : `${opts.label} must be text`,
  });
}

/** A one-line text field: a string, trimmed, length-capped, with none of the characters above. */
export function text(opts: TextOptions) {
  const max = z.maxLength(opts.max, `${opts.label} must be at most ${opts.max} characters`);
  const line = z.refine<string>(
    isSingleLine,
    `${opts.label} must be one line of plain text (no line breaks, control or invisible characters)`,
  );
  // Checked before trimming: a line break at either end is refused, not quietly cut off.
  return opts.required
    ? baseText(opts).check(line, z.trim(), max, z.minLength(1, opts.required))
    : baseText(opts).check(line, z.trim(), max);
}

/** A multi-line text field (messages): line breaks and tabs kept, CRLF made LF. */
export function multilineText(opts: TextOptions & { required: string }) {
  return baseText(opts).check(
    z.overwrite((s) => s.replace(/\r\n?/g, '\n')),
    z.trim(),
    z.maxLength(opts.max, `${opts.label} must be at most ${opts.max} characters`),
    z.minLength(1, opts.required),
    z.refine<string>(isCleanMessage, `${opts.label} contains characters that are not allowed`),
  );
}

/** A one-line field whose value must be one of `options` (the lists live in content/). */
export function oneOf(opts: TextOptions & { options: readonly string[]; invalid: string }) {
  return text(opts).check(
    z.refine<string>((v) => v === '' || opts.options.includes(v), opts.invalid),
  );
}

/**
 * A choice from one of content/'s lists (the service, reservation and join-us forms); anything
 * else is refused with the one sentence those forms share.
 */
export function listChoice(label: string, required: string, options: readonly string[], max = 100) {
  return oneOf({ label, required, max, options, invalid: 'Choose an option from the list' });
}

/** Letters and marks of any script, spaces, apostrophes, hyphens and dots ("Zoë", "Łukasz", "प्रिया"). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.\-\u200C\u200D]*$/u;

export function personName(label: string, required: string, max = 50) {
  return text({ label, required, max }).check(
    z.regex(
      NAME_PATTERN,
      `${label} can contain only letters, spaces, apostrophes, hyphens and dots`,
    ),
  );
}

export function emailField(required: string | undefined, invalid: string) {
  const t = text({ label: 'Email', required, max: 254 });
  return t.check(z.refine((v) => v === '' || z.email().safeParse(v).success, invalid));
}

/** The site path a form was sent from. */
export const pageField = z.optional(
  text({ label: 'Page', max: 200 }).check(
    z.refine((v) => v === '' || /^\/[^\s]*$/.test(v), 'Page must be a path on this site'),
  ),
);

/**
 * Spam signals our forms send: a honeypot field people never see, and how long the form was open
 * as the browser measured it (a monotonic clock; never compared with the server's clock).
 */
export const spamSignals = {
  website: z.optional(
    z.string({ error: 'website must be text' }).check(z.maxLength(500, 'website is too long')),
  ),
  elapsedMs: z.optional(
    z
      .number({ error: 'elapsedMs must be a number of milliseconds' })
      .check(
        z.refine(
          (n) => Number.isInteger(n) && n >= 0 && n <= 7 * 24 * 3600 * 1000,
          'elapsedMs must be a whole number of milliseconds from 0 to a week',
        ),
      ),
  ),
};

/** What the public forms send besides their fields: the page they were sent from, the spam signals. */
export const formSignals = { page: pageField, ...spamSignals };

/** An object schema whose wrong shape (an array, a string, null) reads as a sentence. */
export function formObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, { error: 'The request body must be a JSON object.' });
}

/** First message per field, for the one error shape's `fields`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    out[key] ??= issue.message;
  }
  return out;
}
