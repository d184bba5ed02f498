import { forgotPasswordPage } from '@/content/accounts';
import { readInput } from '@/lib/api/body';
import { ApiError, handle, rateLimited } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { requestPasswordReset, resetByMailEnabled } from '@/lib/auth/password-reset';
import { sameOriginOnly } from '@/lib/auth/request';
import { forgotPasswordSchema } from '@/lib/validation/auth';

// POST /api/account/forgot-password: e-mail a one-time link (the same answer whether or not the
// account exists)
export const POST = handle('[forgot-password]', async (req) => {
  sameOriginOnly(req);
  if (!resetByMailEnabled()) {
    throw new ApiError('not_configured', forgotPasswordPage.noMail);
  }
  const { email } = await readInput(req, forgotPasswordSchema);
  const decision = await hitAccountFormLimits('reset', req.headers, email);
  if (!decision.allowed) {
    throw rateLimited(forgotPasswordPage.rateLimited, decision.retryAfterSeconds);
  }
  await requestPasswordReset(email);
  return jsonOk({});
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
