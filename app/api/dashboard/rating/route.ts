import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { unexpected } from '@/lib/auth/respond';
import { ratingMessages } from '@/content/learner';
import { validateLead } from '@/lib/leads/respond';
import { NotInCourseError, saveRating } from '@/lib/learner/progress';
import { ratingSchema } from '@/lib/validation/learner';

// POST /api/dashboard/rating: 'Leave a rating' (one per learner and course; saving again edits it)
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(ratingSchema, body.data);
  if (!valid.ok) return valid.response;
  const { course, stars, comment } = valid.data;
  try {
    const r = await saveRating(guard.user.id, course, stars, comment ?? '');
    return jsonOk({ id: r.id }, r.created ? 201 : 200);
  } catch (e) {
    if (e instanceof NotInCourseError) {
      return apiError(403, 'forbidden', ratingMessages.course, { course: ratingMessages.course });
    }
    return unexpected('rating', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
