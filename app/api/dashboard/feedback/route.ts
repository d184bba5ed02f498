import { otherMethods } from '@/lib/api/responses';
import { learnerPost, savedForStaff } from '@/lib/learner/handler';
import { saveFeedback } from '@/lib/learner/requests';
import { feedbackSchema } from '@/lib/validation/feedback';

// POST /api/dashboard/feedback: store a signed-in learner's feedback for staff
export const POST = learnerPost(
  'feedback',
  {
    schema: feedbackSchema,
    // a stuck key, not a person
    perTenMinutes: 20,
    tooMany: 'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
  },
  savedForStaff(saveFeedback),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
