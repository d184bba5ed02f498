import { z } from 'zod/mini';
import { formObject, multilineText, pageField } from './common';

export const feedbackMessages = {
  required: 'Please write your feedback before sending it.',
} as const;

/** The dashboard's 'Send Feedback' dialog (spec §2: free text; the page it was sent from). */
export const feedbackSchema = formObject({
  message: multilineText({ label: 'Feedback', required: feedbackMessages.required, max: 2000 }),
  page: pageField,
});
export type FeedbackValues = z.input<typeof feedbackSchema>;
