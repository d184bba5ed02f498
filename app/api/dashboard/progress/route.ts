import { readInput } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { NotInCourseError, setLessonDone } from '@/lib/learner/progress';
import { limitLearner } from '@/lib/learner/requests';
import { progressSchema } from '@/lib/validation/learner';

/** Progress changes a learner may make per 10 minutes: far more than anyone clicks through. */
const PROGRESS_PER_10_MIN = 200;

// POST /api/dashboard/progress: the player's 'Mark as complete' and 'Next Lesson'
export const POST = withUser(
  '[progress]',
  async (req, user) => {
    const { course, lesson, done } = await readInput(req, progressSchema);
    await limitLearner(
      `progress-user:${user.id}`,
      PROGRESS_PER_10_MIN,
      'You have marked many lessons in a short time. Please try again in a few minutes.',
    );
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
