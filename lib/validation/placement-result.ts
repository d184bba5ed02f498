import { z } from 'zod/mini';
import {
  blockPassMark,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { orientationProgress } from '@/lib/practice/orientation';
import { checkPhoneNumber } from '@/lib/phone';
import { emailField, formObject, formSignals, personName, text } from './common';

export const placementMessages = {
  name: 'Name is required',
  emailInvalid: 'Invalid email address',
  contact: 'Give an email address or a phone number so that a teacher can reach you',
  answers: 'The test answers are not in the expected form',
  unknownItem: 'The answers name a question that is not in the test',
  badOption: 'Each answer must be one of the question’s options, or null for “I don’t know”',
  unfinished: 'Finish the test before asking a teacher to confirm the result',
  selfAssessment: 'The self-assessment is not in the expected form',
} as const;

const optionCounts = new Map(orientationItems.map((item) => [item.id, item.options.length]));
const statementIds = new Set(selfAssessment.map((s) => s.id));

/** The phone number as the form sends it: "+CC digits" (lib/phone.ts), or empty. */
const phoneNumber = text({ label: 'Phone number', max: 20 }).check(
  z.superRefine((v, ctx) => {
    if (v === '') return;
    const r = checkPhoneNumber(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message, input: v });
  }),
);

/** Item id → option index, or null for “I don't know”; only ids of the bank. */
const answers = z
  .record(z.string(), z.nullable(z.number({ error: placementMessages.badOption })), {
    error: placementMessages.answers,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const [id, choice] of Object.entries(value)) {
        const count = optionCounts.get(id);
        if (count === undefined) {
          ctx.addIssue({ code: 'custom', message: placementMessages.unknownItem, input: id });
          return;
        }
        if (choice !== null && !(Number.isInteger(choice) && choice >= 0 && choice < count)) {
          ctx.addIssue({ code: 'custom', message: placementMessages.badOption, input: choice });
          return;
        }
      }
      if (orientationProgress(orientationItems, value, blockPassMark).status !== 'done')
        ctx.addIssue({ code: 'custom', message: placementMessages.unfinished, input: value });
    }),
  );

/** A way to reach the person: an e-mail address or a phone number (reported on the e-mail field). */
const emailOrPhone = () =>
  z.superRefine((v: { email?: string; phoneNumber?: string }, ctx) => {
    if (!v.email && !v.phoneNumber)
      ctx.addIssue({
        code: 'custom',
        message: placementMessages.contact,
        path: ['email'],
        input: v,
      });
  });

/** The form's own fields (zodResolver in the browser). */
export const placementContactSchema = z
  .object({
    name: personName('Name', placementMessages.name, 101),
    email: emailField(undefined, placementMessages.emailInvalid),
    phoneNumber,
  })
  .check(emailOrPhone());
export type PlacementContactValues = z.infer<typeof placementContactSchema>;

/**
 * What POST /api/orientation-test accepts: who to call, the self-assessment and the answers. The
 * result is not part of it: the server recomputes it from the answers.
 */
export const placementResultSchema = formObject({
  name: personName('Name', placementMessages.name, 101),
  email: z.optional(emailField(undefined, placementMessages.emailInvalid)),
  phoneNumber: z.optional(phoneNumber),
  selfAssessment: z._default(
    z
      .array(z.string({ error: placementMessages.selfAssessment }), {
        error: placementMessages.selfAssessment,
      })
      .check(
        z.maxLength(selfAssessment.length, placementMessages.selfAssessment),
        z.refine(
          (ids) => ids.every((id) => statementIds.has(id)),
          placementMessages.selfAssessment,
        ),
      ),
    [],
  ),
  answers,
  ...formSignals,
}).check(emailOrPhone());
export type PlacementResultInput = z.infer<typeof placementResultSchema>;
