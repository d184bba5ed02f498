import { cookies } from 'next/headers';
import { readInput } from '@/lib/api/body';
import { ApiError, handle } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { sameOriginOnly } from '@/lib/auth/request';
import {
  ENROLMENT_COOKIE,
  enrolmentCookieOptions,
  enrolmentCookieValue,
  readEnrolmentCookie,
} from '@/lib/payments/cookie';
import { paymentPath } from '@/lib/payments/payment-path';
import { readResumeLink } from '@/lib/payments/reminder-links';
import { siteUrl } from '@/lib/site-url';
import { resumeRefused } from '@/content/reminders';
import { reminderTokenSchema } from '@/lib/validation/reminders';

// POST /api/enrolments/resume: the button of a checkout reminder's link. A link the school signed
// and still valid adds its one enrolment to this browser's enrolment cookie, so its payment step
// opens here too; the answer names the step. Once the enrolment is no longer waiting for payment
// (paid, a transfer reported, cancelled), the link opens nothing and says where to look instead.
export const POST = handle('[reminder-resume]', async (req) => {
  sameOriginOnly(req);
  const { token } = await readInput(req, reminderTokenSchema);
  const check = await readResumeLink(token, Date.now());
  if (!check.ok) throw new ApiError('validation_failed', resumeRefused[check.why]);
  const jar = await cookies();
  const owned = await readEnrolmentCookie(jar.get(ENROLMENT_COOKIE)?.value);
  jar.set(
    ENROLMENT_COOKIE,
    await enrolmentCookieValue(owned, check.reference),
    enrolmentCookieOptions(siteUrl().startsWith('https:')),
  );
  return jsonOk({ next: paymentPath(check.reference) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
