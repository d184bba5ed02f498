import { forgotPasswordPage } from '@/content/accounts';
import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { hitAccountFormLimits } from '@/lib/auth/limits';
import { requestPasswordReset, resetByMailEnabled } from '@/lib/auth/password-reset';
import { crossSite, isSameOrigin } from '@/lib/auth/request';
import { rateLimited, unexpected } from '@/lib/auth/respond';
import { validateLead } from '@/lib/leads/respond';
import { forgotPasswordSchema } from '@/lib/validation/auth';

// POST /api/account/forgot-password: e-mail a one-time link (the same answer whether or not the
// account exists)
export async function POST(req: Request) {
  if (!isSameOrigin(req)) return crossSite();
  if (!resetByMailEnabled()) {
    return apiError(503, 'not_configured', forgotPasswordPage.noMail);
  }
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(forgotPasswordSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const decision = await hitAccountFormLimits('reset', req.headers, valid.data.email);
    if (!decision.allowed) {
      return rateLimited(forgotPasswordPage.rateLimited, decision.retryAfterSeconds);
    }
    await requestPasswordReset(valid.data.email);
    return jsonOk({});
  } catch (e) {
    return unexpected('forgot-password', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
