import 'server-only';
import type { z } from 'zod/mini';
import { reachUs } from '@/content/site';
import { apiError, jsonOk, readJson } from '@/lib/api';
import { clientIp, hashIp, salt, userAgentOf } from '@/lib/client-info';
import { DatabaseUnavailableError, RateLimitedError } from '@/lib/leads/errors';
import type { LeadKind } from '@/lib/leads/kind';
import { storeLead } from '@/lib/leads/store';
import { fieldErrors } from '@/lib/validation/common';

export const RATE_LIMITED_MESSAGE = `You have sent several requests in a short time. Please try again in a few minutes, or ${reachUs()}.`;
export const UNAVAILABLE_MESSAGE = `We could not save this just now. Please try again in a moment, or ${reachUs()}.`;

/**
 * The shared body of the lead POST handlers: parse → validate → store (limit, spam, notify) → answer.
 * Anything a client can send ends in a 2xx or 4xx; only a server fault answers 5xx.
 */
export async function handleLeadPost<In extends z.ZodMiniType, D>(
  req: Request,
  kind: LeadKind<In, D>,
) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const parsed = kind.input.safeParse(body.data);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    if (fields._) return apiError(400, 'validation_failed', fields._);
    return apiError(400, 'validation_failed', 'Some fields need attention.', fields);
  }
  try {
    let meta;
    try {
      meta = {
        ipHash: await hashIp(clientIp(req.headers)),
        salt: await salt(),
        userAgent: userAgentOf(req.headers),
      };
    } catch (e) {
      throw new DatabaseUnavailableError(e);
    }
    const { id, editToken } = await storeLead(kind, parsed.data, meta);
    return jsonOk(editToken ? { id, token: editToken } : { id }, 201);
  } catch (e) {
    if (e instanceof RateLimitedError) {
      return apiError(429, 'rate_limited', RATE_LIMITED_MESSAGE, undefined, {
        'Retry-After': String(e.retryAfterSeconds),
      });
    }
    if (e instanceof DatabaseUnavailableError) {
      console.error(`[${kind.kind}] database unavailable:`, e.cause);
      return apiError(503, 'database_unavailable', UNAVAILABLE_MESSAGE, undefined, {
        'Retry-After': '30',
      });
    }
    console.error(`[${kind.kind}] unexpected error:`, e);
    return apiError(
      500,
      'internal_error',
      'Something went wrong on our side. Please try again later.',
    );
  }
}
