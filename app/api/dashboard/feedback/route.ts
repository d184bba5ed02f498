import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { db } from '@/lib/db';
import { validateLead } from '@/lib/leads/respond';
import { hitRateLimits } from '@/lib/rate-limit';
import { feedbackSchema } from '@/lib/validation/feedback';

/** Feedback a learner may send per 10 minutes (a stuck key, not a person). */
const FEEDBACK_PER_10_MIN = 20;

// POST /api/dashboard/feedback: store a signed-in learner's feedback for staff
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(feedbackSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const decision = await hitRateLimits(db(), [
      { key: `feedback-user:${guard.user.id}`, limit: FEEDBACK_PER_10_MIN },
    ]);
    if (!decision.allowed) {
      return rateLimited(
        'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
        decision.retryAfterSeconds,
      );
    }
    const row = await db().feedback.create({
      data: { userId: guard.user.id, message: valid.data.message, page: valid.data.page || null },
      select: { id: true },
    });
    return jsonOk({ id: row.id }, 201);
  } catch (e) {
    return unexpected('feedback', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
