import { z } from 'zod/mini';
import { callbackTopics } from '@/content/callback';
import { courseSlugs } from '@/content/course-catalogue';
import { checkPhoneNumber } from '@/lib/phone';
import { emailField, formObject, oneOf, pageField, personName, spamSignals, text } from './common';

export const callbackMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  emailInvalid: 'Invalid email address',
  courseUnknown: 'Choose a course from the list',
} as const;

/** What POST /api/request-a-callback accepts: spec §7 payload plus optional email, course, page. */
export const callbackRequestSchema = formObject({
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
  course: z.optional(
    oneOf({
      label: 'Course',
      max: 40,
      options: courseSlugs,
      invalid: callbackMessages.courseUnknown,
    }),
  ),
  page: pageField,
  /** Why the visitor asks, when the page knows (content/callback.ts callbackTopics). */
  topic: z.optional(
    oneOf({
      label: 'Topic',
      max: 40,
      options: Object.keys(callbackTopics),
      invalid: 'Topic must be one of the callback topics',
    }),
  ),
  ...spamSignals,
});
export type CallbackRequestInput = z.infer<typeof callbackRequestSchema>;

const token = z
  .string({ error: 'The edit token is missing' })
  .check(
    z.minLength(20, 'The edit token is not valid'),
    z.maxLength(100, 'The edit token is not valid'),
  );

/** PATCH /api/request-a-callback/<id>: correct the details ('Edit details', then Continue). */
export const callbackUpdateSchema = formObject({
  ...callbackRequestSchema.def.shape,
  token,
  action: z.literal('update', { error: 'action must be "update" or "confirm"' }),
});

/** PATCH /api/request-a-callback/<id>: the verify step's 'Next'. */
export const callbackConfirmSchema = formObject({
  token,
  action: z.literal('confirm', { error: 'action must be "update" or "confirm"' }),
});
