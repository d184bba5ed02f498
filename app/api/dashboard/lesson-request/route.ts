import { otherMethods } from '@/lib/api/responses';
import { learnerPost, savedForStaff } from '@/lib/learner/handler';
import { saveLessonRequest } from '@/lib/learner/requests';
import { lessonRequestSchema } from '@/lib/validation/learner';

// POST /api/dashboard/lesson-request: the sidebar's 'Request lesson', stored for staff
export const POST = learnerPost(
  'lesson-request',
  { schema: lessonRequestSchema, perTenMinutes: 10 },
  savedForStaff(saveLessonRequest),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
