import 'server-only';
import type { z } from 'zod/mini';
import { apiError } from '@/lib/api';
import { clientIp, hashIp, salt, userAgentOf } from '@/lib/client-info';
import { DatabaseUnavailableError, RateLimitedError } from '@/lib/leads/errors';
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/leads/handler';
import { LeadRefusedError } from '@/lib/leads/store';
import { fieldErrors } from '@/lib/validation/common';

/**
 * The steps of lib/leads/handler.ts's handleLeadPost, as pieces, for the lead routes that read
 * their body differently (multipart uploads) or store a companion row (reservations): the same
 * validation answer, the same client metadata and the same error answers.
 */
export function validateLead<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldErrors(parsed.error);
  if (fields._) return { ok: false, response: apiError(400, 'validation_failed', fields._) };
  return {
    ok: false,
    response: apiError(400, 'validation_failed', 'Some fields need attention.', fields),
  };
}

export async function clientMeta(req: Request) {
  try {
    return {
      ipHash: await hashIp(clientIp(req.headers)),
      salt: await salt(),
      userAgent: userAgentOf(req.headers),
    };
  } catch (e) {
    throw new DatabaseUnavailableError(e);
  }
}

/** The answer to a failed store, as handleLeadPost gives it. */
export function leadFailure(kind: string, e: unknown): Response {
  if (e instanceof RateLimitedError) {
    return apiError(429, 'rate_limited', RATE_LIMITED_MESSAGE, undefined, {
      'Retry-After': String(e.retryAfterSeconds),
    });
  }
  if (e instanceof LeadRefusedError) {
    return apiError(e.status, 'validation_failed', e.message, { [e.field]: e.message });
  }
  if (e instanceof DatabaseUnavailableError) {
    console.error(`[${kind}] database unavailable:`, e.cause);
    return apiError(503, 'database_unavailable', UNAVAILABLE_MESSAGE, undefined, {
      'Retry-After': '30',
    });
  }
  console.error(`[${kind}] unexpected error:`, e);
  return apiError(
    500,
    'internal_error',
    'Something went wrong on our side. Please try again later.',
  );
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
