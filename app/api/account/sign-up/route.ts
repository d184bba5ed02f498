import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { crossSite, isSameOrigin } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { createUser, EmailTakenError } from '@/lib/auth/users';
import { linkEnrolmentAtSignUp } from '@/lib/learner/enrolments';
import { ownedReferences } from '@/lib/payments/cookie';
import { signUpPage } from '@/content/accounts';
import { validateLead } from '@/lib/leads/respond';
import { signUpSchema } from '@/lib/validation/auth';

// POST /api/account/sign-up: create a learner account (the form then signs in)
export async function POST(req: Request) {
  if (!isSameOrigin(req)) return crossSite();
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(signUpSchema, body.data);
  if (!valid.ok) return valid.response;
  const { fullName, email, password } = valid.data;
  try {
    const decision = await hitAccountFormLimits('sign-up', req.headers);
    if (!decision.allowed) return rateLimited(signUpPage.rateLimited, decision.retryAfterSeconds);
    const user = await createUser({ email, name: fullName, password, role: 'learner' });
    // Created from an enrolment's success page: that enrolment joins the account, with the proof of
    // this browser's signed enrolment cookie (never because the e-mails match).
    const enrolment = (body.data as { enrolment?: unknown }).enrolment;
    const linked = enrolment
      ? await linkEnrolmentAtSignUp(user.id, enrolment, await ownedReferences())
      : false;
    return jsonOk({ linked }, 201);
  } catch (e) {
    if (e instanceof EmailTakenError) {
      return apiError(409, 'conflict', signUpPage.emailTaken, { email: signUpPage.emailTaken });
    }
    return unexpected('sign-up', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
