import { ratingMessages } from '@/content/learner';
import { ApiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { learnerPost } from '@/lib/learner/handler';
import { NotInCourseError, saveRating } from '@/lib/learner/progress';
import { ratingSchema } from '@/lib/validation/learner';

// POST /api/dashboard/rating: 'Leave a rating' (one per learner and course; saving again edits it)
export const POST = learnerPost(
  'rating',
  {
    schema: ratingSchema,
    // each saves over the last
    perTenMinutes: 30,
    tooMany:
      'You have saved your rating many times in a short time. Please try again in a few minutes.',
  },
  async ({ course, stars, comment }, user) => {
    const r = await saveRating(user.id, course, stars, comment ?? '');
    return jsonOk({ id: r.id }, r.created ? 201 : 200);
  },
  (e) =>
    e instanceof NotInCourseError
      ? new ApiError('forbidden', ratingMessages.course, { course: ratingMessages.course })
      : e,
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
