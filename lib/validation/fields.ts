// Fields the service, reservation and join-us forms share, built on common.ts's rules.
import { z } from 'zod/mini';
import { checkPhoneNumber } from '@/lib/phone';
import { addDays, isIsoDate, todayInIndia } from '@/lib/dates';
import { emailField, isCleanMessage, personName, text } from './common';

export { addDays, isIsoDate, todayInIndia };

/** A "+CC digits" phone number by the spec §5 table (the callback form's rule). */
export function phoneField(required = 'Phone number is required') {
  return text({ label: 'Phone number', required, max: 20 }).check(
    z.superRefine((v, ctx) => {
      if (v === '') return;
      const r = checkPhoneNumber(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message, input: v });
    }),
  );
}

/** The sentences of the sender's fields, the same on the service, reservation and join-us forms. */
export const senderMessages = {
  name: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
} as const;

/** How to reach who sent the form: an e-mail address and a phone number, both required. */
export const reachFields = {
  email: emailField(senderMessages.emailRequired, senderMessages.emailInvalid),
  phoneNumber: phoneField(),
};

/** Who sent the form: their full name, e-mail address and phone number. */
export const senderFields = {
  name: personName('Full name', senderMessages.name, 100),
  ...reachFields,
};

/** A whole number typed as text (forms and multipart send strings), from `min` to `max`. */
export function countField(opts: { label: string; required: string; min: number; max: number }) {
  const message = `${opts.label} must be a whole number from ${opts.min} to ${opts.max}`;
  return text({ label: opts.label, required: opts.required, max: 6 }).check(
    z.refine((v) => v === '' || /^\d+$/.test(v), message),
    z.refine((v) => v === '' || (Number(v) >= opts.min && Number(v) <= opts.max), message),
  );
}

/** Optional free text (notes, details): line breaks kept, nothing but text. */
export function optionalNotes(label: string, max = 2000) {
  return z.optional(
    z.string({ error: `${label} must be text` }).check(
      z.overwrite((s) => s.replace(/\r\n?/g, '\n')),
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine<string>(isCleanMessage, `${label} contains characters that are not allowed`),
    ),
  );
}

/** A date from today (in India) to `maxDaysAhead` days ahead. */
export function futureDateField(opts: {
  label: string;
  required: string;
  maxDaysAhead: number;
  pastMessage: string;
  farMessage: string;
}) {
  return text({ label: opts.label, required: opts.required, max: 10 }).check(
    z.refine((v) => v === '' || isIsoDate(v), `${opts.label} must be a date (YYYY-MM-DD)`),
    z.refine((v) => !isIsoDate(v) || v >= todayInIndia(), opts.pastMessage),
    z.refine(
      (v) => !isIsoDate(v) || v <= addDays(todayInIndia(), opts.maxDaysAhead),
      opts.farMessage,
    ),
  );
}
