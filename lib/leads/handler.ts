import 'server-only';
import type { z } from 'zod/mini';
import { readInput } from '@/lib/api/body';
import { answerError, ApiError } from '@/lib/api/errors';
import { jsonOk } from '@/lib/api/responses';
import { clientMeta } from '@/lib/client-info';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
import { LeadRefusedError, storeLead } from '@/lib/leads/store';

/**
 * The answer to a failed lead POST (a refused companion row, such as a full slot, names its field;
 * limits, an unreachable database and the rest as `answerError` gives them).
 */
export function leadFailure(kind: string, e: unknown): Response {
  const refused =
    e instanceof LeadRefusedError
      ? new ApiError(e.status, 'validation_failed', e.message, { [e.field]: e.message })
      : e;
  return answerError(refused, `[${kind}]`);
}

/**
 * The shared body of the lead POST handlers: parse → validate → store (limit, spam, notify) → answer.
 * Anything a client can send ends in a 2xx or 4xx; only a server fault answers 5xx. The lead
 * routes that read their body differently (lib/leads/upload-handler.ts) or store a companion row
 * (reservations) use the same pieces: readInput or parseInput, clientMeta, leadFailure.
 */
export async function handleLeadPost<In extends z.ZodMiniType, D>(
  req: Request,
  kind: LeadKind<In, D>,
) {
  try {
    const input = await readInput(req, kind.input);
    const meta = await clientMeta(req);
    const { id, editToken } = await storeLead(kind, input, meta);
    return jsonOk(editToken ? { id, token: editToken } : { id }, 201);
  } catch (e) {
    return leadFailure(kind.kind, e);
  }
}

/**
 * Multipart fields are strings; the shared schemas take the fill time as a number. A value that
 * is not a whole number stays a string, so the schema refuses it with its own message.
 */
export function fromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  if (typeof fields.elapsedMs === 'string' && /^\d{1,12}$/.test(fields.elapsedMs)) {
    out.elapsedMs = Number(fields.elapsedMs);
  }
  return out;
}
