import { parseInput, readJson } from '@/lib/api/body';
import { ApiError, handle } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { editLead } from '@/lib/leads/edit';
import { callbackLead } from '@/lib/leads/kinds';
import { callbackConfirmSchema, callbackUpdateSchema } from '@/lib/validation/callback';

// PATCH /api/request-a-callback/<id>: correct or confirm a callback request, with the token its
// POST answered (the callback dialog's 'Edit details' and 'Next')
export const PATCH = handle<{ params: Promise<{ id: string }> }>('[callback]', async (req, ctx) => {
  const { id } = await ctx.params;
  const body = await readJson(req);
  const action = (body as { action?: unknown } | null)?.action;
  const input =
    action === 'confirm'
      ? parseInput(callbackConfirmSchema, body)
      : parseInput(callbackUpdateSchema, body);
  const outcome = await editLead(
    callbackLead,
    id,
    input.token,
    'firstName' in input ? { input } : { confirm: true },
  );
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
  return jsonOk({ id });
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH');
