import { ratingMessages } from '@/content/learner';
import { readInput } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { withUser } from '@/lib/api/guards';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { NotInCourseError, saveRating } from '@/lib/learner/progress';
import { limitLearner } from '@/lib/learner/requests';
import { ratingSchema } from '@/lib/validation/learner';

/** Ratings a learner may save per 10 minutes (each saves over the last). */
const RATINGS_PER_10_MIN = 30;

// POST /api/dashboard/rating: 'Leave a rating' (one per learner and course; saving again edits it)
export const POST = withUser(
  '[rating]',
  async (req, user) => {
    const { course, stars, comment } = await readInput(req, ratingSchema);
    await limitLearner(
      `rating-user:${user.id}`,
      RATINGS_PER_10_MIN,
      'You have saved your rating many times in a short time. Please try again in a few minutes.',
    );
    const r = await saveRating(user.id, course, stars, comment ?? '');
    return jsonOk({ id: r.id }, r.created ? 201 : 200);
  },
  (e) =>
    e instanceof NotInCourseError
      ? new ApiError('forbidden', ratingMessages.course, { course: ratingMessages.course })
      : e,
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
