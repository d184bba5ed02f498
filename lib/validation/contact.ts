import { z } from 'zod/mini';
import { CONTACTING_FOR, purposeOptions } from '@/content/contact';
import {
  emailField,
  formObject,
  formSignals,
  multilineText,
  oneOf,
  personName,
  text,
} from './common';

/** @see spec §5 contact form: the messages are the spec's exact texts. */
export const contactMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  purpose: 'Purpose is required',
  purposeUnknown: 'Choose a purpose from the list',
  message: 'Message is required',
  terms: 'You must accept the terms and conditions',
} as const;

const message = multilineText({ label: 'Message', required: contactMessages.message, max: 5000 });
const purpose = oneOf({
  label: 'Purpose',
  required: contactMessages.purpose,
  max: 100,
  options: purposeOptions,
  invalid: contactMessages.purposeUnknown,
});

/** What the visitor fills in (the form, with zodResolver). */
export const contactFormSchema = z.object({
  firstName: personName('First name', contactMessages.firstName),
  lastName: personName('Last name', contactMessages.lastName),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  purpose,
  message,
  termsAgreed: z
    .boolean({ error: contactMessages.terms })
    .check(z.refine((v) => v === true, contactMessages.terms)),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** What POST /api/form/leaveUsAMessage accepts (spec §7 payload, plus page and spam signals). */
export const contactMessageSchema = formObject({
  name: personName('Name', 'Name is required', 101),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  subject: z._default(text({ label: 'Subject', max: 200 }), ''),
  purpose,
  message,
  contactingFor: z._default(text({ label: 'Contacting for', max: 100 }), CONTACTING_FOR),
  ...formSignals,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
