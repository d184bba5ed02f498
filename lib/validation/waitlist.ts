// 'Join the waitlist' (issue 24): one schema, shared by the dialog's form and the route.
import { z } from 'zod/mini';
import { batches } from '@/content/courses-overview';
import { ANY_SLOT, waitlistCourseSlugs } from '@/content/waitlist';
import { formObject, formSignals, oneOf } from './common';
import { senderFields, senderMessages } from './fields';

export const waitlistMessages = {
  ...senderMessages,
  course: 'Choose a level course: A1, A2, B1 or B2',
  slot: 'Choose a batch slot from the list, or any slot',
} as const;

/** An index into content/courses-overview.ts batches.slots (0-4, IST), or 'any'. */
export const waitlistSlot = z.custom<number | typeof ANY_SLOT>(
  (v) =>
    v === ANY_SLOT ||
    (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < batches.slots.length),
  { error: waitlistMessages.slot },
);

/**
 * What POST /api/form/waitlist accepts: the sender (full name, e-mail, phone by the §5 rules, as
 * the callback and service forms check them), the level course and the preferred slot, and the
 * page and spam signals every public form sends.
 */
export const waitlistSchema = formObject({
  ...senderFields,
  course: oneOf({
    label: 'Course',
    required: waitlistMessages.course,
    max: 10,
    options: waitlistCourseSlugs,
    invalid: waitlistMessages.course,
  }),
  slot: waitlistSlot,
  ...formSignals,
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;

/** What POST /api/waitlist/confirm accepts: the token of the link e-mailed to the address. */
export const waitlistConfirmSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
