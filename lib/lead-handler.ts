import 'server-only';
import type { z } from 'zod/mini';
import { apiError, jsonOk, readJson } from '@/lib/api';
import { clientIp, hashIp, userAgentOf } from '@/lib/client-info';
import { DatabaseUnavailableError, RateLimitedError, type ClientMeta } from '@/lib/leads';
import { fieldErrors } from '@/lib/validation/common';

/**
 * The shared body of the lead POST handlers: parse → validate → store (limit, spam, notify) → answer.
 * Anything a client can send ends in a 2xx or 4xx; only a server fault answers 5xx.
 */
export async function handleLeadPost<S extends z.ZodMiniType>(
  req: Request,
  schema: S,
  store: (input: z.infer<S>, meta: ClientMeta) => Promise<{ id: string }>,
  what: string,
) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    if (fields._) {
      return apiError(400, 'validation_failed', 'The request body must be a JSON object.');
    }
    return apiError(400, 'validation_failed', 'Some fields need attention.', fields);
  }
  try {
    const meta: ClientMeta = {
      ipHash: await hashIp(clientIp(req.headers)).catch((e) => {
        throw new DatabaseUnavailableError(e);
      }),
      userAgent: userAgentOf(req.headers),
    };
    const { id } = await store(parsed.data, meta);
    return jsonOk({ id }, 201);
  } catch (e) {
    if (e instanceof RateLimitedError) {
      return apiError(
        429,
        'rate_limited',
        'Too many submissions from your connection. Please try again later.',
        undefined,
        { 'Retry-After': String(e.retryAfterSeconds) },
      );
    }
    if (e instanceof DatabaseUnavailableError) {
      console.error(`[${what}] database unavailable:`, e.cause);
      return apiError(
        503,
        'database_unavailable',
        'We could not save this just now. Please try again in a moment.',
        undefined,
        { 'Retry-After': '30' },
      );
    }
    console.error(`[${what}] unexpected error:`, e);
    return apiError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again later.',
    );
  }
}
