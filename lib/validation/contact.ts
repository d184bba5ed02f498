import { z } from 'zod';
import { CONTACTING_FOR } from '@/content/contact';
import { emailField, NAME_PATTERN, noControlChars, personName, spamSignals, text } from './common';

/** @see spec §5 contact form: the messages are the spec's exact texts. */
export const contactMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  purpose: 'Purpose is required',
  message: 'Message is required',
  terms: 'You must accept the terms and conditions',
} as const;

const message = text({ label: 'Message', required: contactMessages.message, max: 5000 }).refine(
  noControlChars,
  'Message contains characters that are not allowed',
);
const purpose = text({ label: 'Purpose', required: contactMessages.purpose, max: 100 });

/** What the visitor fills in (the form, with zodResolver). */
export const contactFormSchema = z.object({
  firstName: personName('First name', contactMessages.firstName),
  lastName: personName('Last name', contactMessages.lastName),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  purpose,
  message,
  termsAgreed: z.boolean().refine((v) => v === true, contactMessages.terms),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** What POST /api/form/leaveUsAMessage accepts (spec §7 payload, plus page and spam signals). */
export const contactMessageSchema = z.object({
  name: text({ label: 'Name', required: 'Name is required', max: 101 }).regex(
    NAME_PATTERN,
    'Name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  subject: text({ label: 'Subject', max: 200 }).optional().default(''),
  purpose,
  message,
  contactingFor: text({ label: 'Contacting for', max: 100 }).optional().default(CONTACTING_FOR),
  page: text({ label: 'Page', max: 200 }).optional(),
  ...spamSignals,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** The form's values as the spec's payload (name = first and last name joined by a space). */
export function toContactPayload(
  v: ContactFormValues,
  extra: { page?: string; website?: string; startedAt?: number },
) {
  return {
    name: `${v.firstName.trim()} ${v.lastName.trim()}`,
    email: v.email.trim(),
    subject: '',
    purpose: v.purpose,
    message: v.message,
    contactingFor: CONTACTING_FOR,
    ...extra,
  };
}
