import { parseInput, readJson } from '@/lib/api/body';
import { ApiError, handle, rateLimited } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { sameOriginOnly } from '@/lib/auth/request';
import { createUser, EmailTakenError } from '@/lib/auth/users';
import { linkEnrolmentAtSignUp } from '@/lib/learner/enrolments';
import { ownedReferences } from '@/lib/payments/cookie';
import { signUpPage } from '@/content/accounts';
import { signUpSchema } from '@/lib/validation/auth';

const emailTaken = (e: unknown) =>
  e instanceof EmailTakenError
    ? new ApiError('conflict', signUpPage.emailTaken, { email: signUpPage.emailTaken })
    : e;

// POST /api/account/sign-up: create a learner account (the form then signs in)
export const POST = handle(
  '[sign-up]',
  async (req) => {
    sameOriginOnly(req);
    const body = await readJson(req);
    const { fullName, email, password } = parseInput(signUpSchema, body);
    const decision = await hitAccountFormLimits('sign-up', req.headers);
    if (!decision.allowed) throw rateLimited(signUpPage.rateLimited, decision.retryAfterSeconds);
    const user = await createUser({ email, name: fullName, password, role: 'learner' });
    // Created from an enrolment's success page: that enrolment joins the account, with the proof of
    // this browser's signed enrolment cookie (never because the e-mails match).
    const enrolment = (body as { enrolment?: unknown }).enrolment;
    const linked = enrolment
      ? await linkEnrolmentAtSignUp(user.id, enrolment, await ownedReferences())
      : false;
    return jsonOk({ linked }, 201);
  },
  emailTaken,
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
