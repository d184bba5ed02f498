// zod/mini: the same schemas run in the browser (zodResolver) and on the server (safeParse), and
// the mini build keeps the contact form's JavaScript small.
import { z } from 'zod/mini';

/** A text field: must be a string (not a number, array or object), trimmed, with a length cap. */
export function text(opts: { required?: string; max: number; label: string }) {
  const base = z.string({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? (opts.required ?? `${opts.label} is required`)
        : `${opts.label} must be text`,
  });
  const max = z.maxLength(opts.max, `${opts.label} must be at most ${opts.max} characters`);
  return opts.required
    ? base.check(z.trim(), max, z.minLength(1, opts.required))
    : base.check(z.trim(), max);
}

/** Letters and marks of any script, spaces, apostrophes, hyphens and dots ("Zoë", "Łukasz", "प्रिया"). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.\-]*$/u;

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

/** No control characters other than new lines and tabs (message bodies). */
export const noControlChars = (s: string) =>
  !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s);

/** Spam signals sent by our forms: a honeypot field people never see, and when the form was shown. */
export const spamSignals = {
  website: z.optional(z.string().check(z.maxLength(500))),
  startedAt: z.optional(z.int().check(z.nonnegative())),
};

/** First message per field, for the one error shape's `fields`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    out[key] ??= issue.message;
  }
  return out;
}
