import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { db } from '@/lib/db';
import { validateLead } from '@/lib/leads/respond';
import { hitRateLimits } from '@/lib/rate-limit';
import { lessonRequestSchema } from '@/lib/validation/learner';

/** Lesson requests a learner may send per 10 minutes. */
const REQUESTS_PER_10_MIN = 10;

// POST /api/dashboard/lesson-request: the sidebar's 'Request lesson', stored for staff
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(lessonRequestSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const decision = await hitRateLimits(db(), [
      { key: `lesson-request-user:${guard.user.id}`, limit: REQUESTS_PER_10_MIN },
    ]);
    if (!decision.allowed) {
      return rateLimited(
        'You have sent several requests in a short time. Please try again in a few minutes.',
        decision.retryAfterSeconds,
      );
    }
    const row = await db().lessonRequest.create({
      data: {
        userId: guard.user.id,
        topic: valid.data.topic,
        batch: valid.data.batch,
        message: valid.data.message ?? '',
      },
      select: { id: true },
    });
    return jsonOk({ id: row.id }, 201);
  } catch (e) {
    return unexpected('lesson-request', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
