import { readInput } from '@/lib/api/body';
import { ApiError, handle } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { sameOriginOnly } from '@/lib/auth/request';
import { reminderPageText as t } from '@/content/reminders';
import { readStopToken } from '@/lib/payments/reminder-links';
import { stopReminders } from '@/lib/payments/reminders';
import { reminderTokenSchema } from '@/lib/validation/reminders';

// POST /api/enrolments/no-more-reminders: the button of a reminder's 'No more reminders' link
// records the request once (no sign-in: the signed link is the proof); opening the link does not.
export const POST = handle('[reminder-stop]', async (req) => {
  sameOriginOnly(req);
  const { token } = await readInput(req, reminderTokenSchema);
  const reference = await readStopToken(token);
  if (!reference) throw new ApiError('validation_failed', t.badLink);
  const state = await stopReminders(reference);
  if (state === 'unknown') throw new ApiError('validation_failed', t.badLink);
  return jsonOk({ state, reference });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
