import { ApiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { learnerPost } from '@/lib/learner/handler';
import { NotInCourseError, setLessonDone } from '@/lib/learner/progress';
import { progressSchema } from '@/lib/validation/learner';

// POST /api/dashboard/progress: the player's 'Mark as complete' and 'Next Lesson'
export const POST = learnerPost(
  'progress',
  {
    schema: progressSchema,
    // far more than anyone clicks through
    perTenMinutes: 200,
    tooMany: 'You have marked many lessons in a short time. Please try again in a few minutes.',
  },
  async ({ course, lesson, done }, user) => {
    const p = await setLessonDone(user.id, course, lesson, done);
    return jsonOk({
      done: p.done,
      total: p.total,
      percent: p.percent,
      next: p.current?.key ?? null,
    });
  },
  (e) =>
    e instanceof NotInCourseError
      ? new ApiError('not_found', 'This lesson is not in a course you are enrolled in.')
      : e,
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
