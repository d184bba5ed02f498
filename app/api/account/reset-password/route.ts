import { resetPasswordPage } from '@/content/accounts';
import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { resetPassword } from '@/lib/auth/password-reset';
import { crossSite, isSameOrigin } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { validateLead } from '@/lib/leads/respond';
import { resetPasswordSchema } from '@/lib/validation/auth';

// POST /api/account/reset-password: use a one-time link to set a new password (ends every session)
export async function POST(req: Request) {
  if (!isSameOrigin(req)) return crossSite();
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(resetPasswordSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const decision = await hitAccountFormLimits('reset-use', req.headers);
    if (!decision.allowed) {
      return rateLimited(resetPasswordPage.failed, decision.retryAfterSeconds);
    }
    if (!(await resetPassword(valid.data.token, valid.data.password))) {
      return apiError(400, 'validation_failed', resetPasswordPage.invalid, {
        token: resetPasswordPage.invalid,
      });
    }
    return jsonOk({});
  } catch (e) {
    return unexpected('reset-password', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
