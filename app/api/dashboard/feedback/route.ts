import { readInput } from '@/lib/api/body';
import { rateLimited } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { db } from '@/lib/db';
import { hitRateLimits } from '@/lib/rate-limit';
import { feedbackSchema } from '@/lib/validation/feedback';

/** Feedback a learner may send per 10 minutes (a stuck key, not a person). */
const FEEDBACK_PER_10_MIN = 20;

// POST /api/dashboard/feedback: store a signed-in learner's feedback for staff
export const POST = withUser('[feedback]', async (req, user) => {
  const input = await readInput(req, feedbackSchema);
  const decision = await hitRateLimits(db(), [
    { key: `feedback-user:${user.id}`, limit: FEEDBACK_PER_10_MIN },
  ]);
  if (!decision.allowed) {
    throw rateLimited(
      'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
      decision.retryAfterSeconds,
    );
  }
  const row = await db().feedback.create({
    data: { userId: user.id, message: input.message, page: input.page || null },
    select: { id: true },
  });
  return jsonOk({ id: row.id }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
