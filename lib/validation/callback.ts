import { z } from 'zod/mini';
import { checkPhoneNumber } from '@/lib/phone';
import { emailField, personName, spamSignals, text } from './common';

export const callbackMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  emailInvalid: 'Invalid email address',
} as const;

/** What POST /api/request-a-callback accepts: spec §7 payload plus optional email, course, page. */
export const callbackRequestSchema = z.object({
  firstName: personName('First name', callbackMessages.firstName),
  lastName: personName('Last name', callbackMessages.lastName),
  phoneNumber: text({
    label: 'Phone number',
    required: callbackMessages.phone,
    max: 20,
  }).check(
    z.superRefine((v, ctx) => {
      if (v === '') return;
      const r = checkPhoneNumber(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message, input: v });
    }),
  ),
  email: z.optional(emailField(undefined, callbackMessages.emailInvalid)),
  course: z.optional(text({ label: 'Course', max: 100 })),
  page: z.optional(text({ label: 'Page', max: 200 })),
  ...spamSignals,
});
export type CallbackRequestInput = z.infer<typeof callbackRequestSchema>;
