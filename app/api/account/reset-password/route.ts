import { resetPasswordPage } from '@/content/accounts';
import { readInput } from '@/lib/api/body';
import { ApiError, handle, rateLimited } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { resetPassword } from '@/lib/auth/password-reset';
import { sameOriginOnly } from '@/lib/auth/request';
import { resetPasswordSchema } from '@/lib/validation/auth';

// POST /api/account/reset-password: use a one-time link to set a new password (ends every session)
export const POST = handle('[reset-password]', async (req) => {
  sameOriginOnly(req);
  const { token, password } = await readInput(req, resetPasswordSchema);
  const decision = await hitAccountFormLimits('reset-use', req.headers);
  if (!decision.allowed) {
    throw rateLimited(resetPasswordPage.failed, decision.retryAfterSeconds);
  }
  if (!(await resetPassword(token, password))) {
    throw new ApiError('validation_failed', resetPasswordPage.invalid, {
      token: resetPasswordPage.invalid,
    });
  }
  return jsonOk({});
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
