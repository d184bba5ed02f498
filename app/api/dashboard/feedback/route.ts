import { readInput } from '@/lib/api/body';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { limitLearner, saveFeedback } from '@/lib/learner/requests';
import { feedbackSchema } from '@/lib/validation/feedback';

/** Feedback a learner may send per 10 minutes (a stuck key, not a person). */
const FEEDBACK_PER_10_MIN = 20;

// POST /api/dashboard/feedback: store a signed-in learner's feedback for staff
export const POST = withUser('[feedback]', async (req, user) => {
  const input = await readInput(req, feedbackSchema);
  await limitLearner(
    `feedback-user:${user.id}`,
    FEEDBACK_PER_10_MIN,
    'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
  );
  const row = await saveFeedback(user.id, input);
  return jsonOk({ id: row.id }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
