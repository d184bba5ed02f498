import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { userForMutation } from '@/lib/auth/request';
import { unexpected } from '@/lib/auth/respond';
import { validateLead } from '@/lib/leads/respond';
import { NotInCourseError, setLessonDone } from '@/lib/learner/progress';
import { progressSchema } from '@/lib/validation/learner';

// POST /api/dashboard/progress: the player's 'Mark as complete' and 'Next Lesson'
export async function POST(req: Request) {
  const guard = await userForMutation(req);
  if (!guard.ok) return guard.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(progressSchema, body.data);
  if (!valid.ok) return valid.response;
  const { course, lesson, done } = valid.data;
  try {
    const p = await setLessonDone(guard.user.id, course, lesson, done);
    return jsonOk({
      done: p.done,
      total: p.total,
      percent: p.percent,
      next: p.current?.key ?? null,
    });
  } catch (e) {
    if (e instanceof NotInCourseError) {
      return apiError(404, 'not_found', 'This lesson is not in a course you are enrolled in.');
    }
    return unexpected('progress', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
