import { readInput } from '@/lib/api/body';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { limitLearner, saveLessonRequest } from '@/lib/learner/requests';
import { lessonRequestSchema } from '@/lib/validation/learner';

/** Lesson requests a learner may send per 10 minutes. */
const REQUESTS_PER_10_MIN = 10;

// POST /api/dashboard/lesson-request: the sidebar's 'Request lesson', stored for staff
export const POST = withUser('[lesson-request]', async (req, user) => {
  const input = await readInput(req, lessonRequestSchema);
  await limitLearner(
    `lesson-request-user:${user.id}`,
    REQUESTS_PER_10_MIN,
    'You have sent several requests in a short time. Please try again in a few minutes.',
  );
  const row = await saveLessonRequest(user.id, input);
  return jsonOk({ id: row.id }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
