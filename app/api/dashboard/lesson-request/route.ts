import { readInput } from '@/lib/api/body';
import { rateLimited } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { db } from '@/lib/db';
import { hitRateLimits } from '@/lib/rate-limit';
import { lessonRequestSchema } from '@/lib/validation/learner';

/** Lesson requests a learner may send per 10 minutes. */
const REQUESTS_PER_10_MIN = 10;

// POST /api/dashboard/lesson-request: the sidebar's 'Request lesson', stored for staff
export const POST = withUser('[lesson-request]', async (req, user) => {
  const input = await readInput(req, lessonRequestSchema);
  const decision = await hitRateLimits(db(), [
    { key: `lesson-request-user:${user.id}`, limit: REQUESTS_PER_10_MIN },
  ]);
  if (!decision.allowed) {
    throw rateLimited(
      'You have sent several requests in a short time. Please try again in a few minutes.',
      decision.retryAfterSeconds,
    );
  }
  const row = await db().lessonRequest.create({
    data: {
      userId: user.id,
      topic: input.topic,
      batch: input.batch,
      message: input.message ?? '',
    },
    select: { id: true },
  });
  return jsonOk({ id: row.id }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
