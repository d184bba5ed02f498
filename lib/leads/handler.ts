import 'server-only';
import type { z } from 'zod/mini';
import { readInput } from '@/lib/api/body';
import { ApiError, handle, type Handler } from '@/lib/api/errors';
import { jsonOk } from '@/lib/api/responses';
import { clientMeta } from '@/lib/client-info';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
import { LeadRefusedError, storeLead } from '@/lib/leads/store';

/** A lead's own refusal (a full slot, a second booking) as the ApiError it answers with. */
function leadError(e: unknown): unknown {
  return e instanceof LeadRefusedError
    ? new ApiError(e.code, e.message, { [e.field]: e.message })
    : e;
}

/**
 * A lead route handler: its throws are answered through `handle` (a refused companion row, such
 * as a full slot, under its field; limits, an unreachable database and the rest as `answerError`
 * gives them).
 */
export function leadHandler(kind: string, fn: Handler<unknown>) {
  return handle(`[${kind}]`, fn, leadError);
}

/**
 * The POST handler of a lead kind: parse → validate → store (limit, spam, notify) → answer.
 * Anything a client can send ends in a 2xx or 4xx; only a server fault answers 5xx. The lead
 * routes that read their body differently (lib/leads/upload-handler.ts) or store a companion row
 * (reservations, the waitlist) use the same pieces: `leadHandler`, readInput, clientMeta.
 */
export function leadPost<In extends z.ZodMiniType, D>(kind: LeadKind<In, D>) {
  return leadHandler(kind.kind, async (req) => {
    const input = await readInput(req, kind.input);
    const meta = await clientMeta(req);
    const { id, editToken } = await storeLead(kind, input, meta);
    return jsonOk(editToken ? { id, token: editToken } : { id }, 201);
  });
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
