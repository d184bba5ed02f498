// The links of a checkout reminder (issue 52): what their buttons post.
import { z } from 'zod/mini';

/** POST /api/enrolments/resume and /api/enrolments/no-more-reminders: the e-mailed link's token. */
export const reminderTokenSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
