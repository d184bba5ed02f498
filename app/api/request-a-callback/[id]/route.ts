import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { editLead } from '@/lib/leads/edit';
import { DatabaseUnavailableError } from '@/lib/leads/errors';
import { UNAVAILABLE_MESSAGE } from '@/lib/leads/handler';
import { callbackLead } from '@/lib/leads/kinds';
import { fieldErrors } from '@/lib/validation/common';
import { callbackConfirmSchema, callbackUpdateSchema } from '@/lib/validation/callback';

// PATCH /api/request-a-callback/<id>: correct or confirm a callback request, with the token its
// POST answered (the callback dialog's 'Edit details' and 'Next')
export async function PATCH(req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const action = (body.data as { action?: unknown } | null)?.action;
  const parsed =
    action === 'confirm'
      ? callbackConfirmSchema.safeParse(body.data)
      : callbackUpdateSchema.safeParse(body.data);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    if (fields._) return apiError(400, 'validation_failed', fields._);
    return apiError(400, 'validation_failed', 'Some fields need attention.', fields);
  }
  try {
    const data = parsed.data;
    const outcome = await editLead(
      callbackLead,
      id,
      data.token,
      'firstName' in data ? { input: data } : { confirm: true },
    );
    if (!outcome.ok) return apiError(outcome.status, outcome.code, outcome.message);
    return jsonOk({ id });
  } catch (e) {
    if (e instanceof DatabaseUnavailableError) {
      console.error('[callback] database unavailable:', e.cause);
      return apiError(503, 'database_unavailable', UNAVAILABLE_MESSAGE, undefined, {
        'Retry-After': '30',
      });
    }
    console.error('[callback] unexpected error:', e);
    return apiError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again later.',
    );
  }
}

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH');
