import { NextResponse } from 'next/server';
import { reachUs } from '@/content/site';
import { DatabaseUnavailableError } from '@/lib/db';
import { logError } from '@/lib/ops/log.mjs';
import { currentRequestId } from '@/lib/ops/process-state.mjs';
import { RateLimitedError } from '@/lib/rate-limit';

/** The one error shape of every API answer (DESIGN.md, dub's lib/api/errors). */
export type ApiErrorCode =
  | 'invalid_json'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation_failed'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'request_timeout'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'database_unavailable'
  | 'payment_provider_unavailable'
  | 'server_busy'
  | 'not_configured'
  | 'internal_error';

/** Each code's HTTP status: a code answers with its status only, so the two cannot disagree. */
export const STATUS_OF: Readonly<Record<ApiErrorCode, number>> = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  database_unavailable: 503,
  payment_provider_unavailable: 503,
  server_busy: 503,
  not_configured: 503,
};

export type ApiErrorBody = {
  success: false;
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** The request's id (X-Request-Id, the server log's lines): what to quote to the school. */
    requestId?: string;
  };
};

/** What a visitor reads when the server failed in a way it did not expect (detail in the log). */
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const RATE_LIMITED_MESSAGE = `You have sent several requests in a short time. Please try again in a few minutes, or ${reachUs()}.`;
export const UNAVAILABLE_MESSAGE = `We could not save this just now. Please try again in a moment, or ${reachUs()}.`;

/** API answers are never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

/** The header of a 429 or 503: when to try again. */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(seconds) };
}

/**
 * The error a route handler (or the `lib/` code it calls) throws to answer with: a code (its HTTP
 * status is the code's, STATUS_OF), a sentence for people, and the form fields it is about.
 * `answerError` turns it into the answer.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS_OF[code];
  }
}

/** 429 with Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError('rate_limited', message, undefined, retryAfter(retryAfterSeconds));
}

/**
 * An error answer in the one shape (status from the code), with the request's id when served by
 * scripts/server.mjs.
 */
export function apiError(
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) {
  const status = STATUS_OF[code];
  const requestId = currentRequestId();
  const body: ApiErrorBody = {
    success: false,
    error: { code, message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) },
  };
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * The answer to anything a handler threw. `tag` names the handler in the server log (`[feedback]`,
 * `[payments] transfer:`); an unknown error gets the generic sentence and is logged with detail.
 */
export function answerError(e: unknown, tag: string): Response {
  if (e instanceof ApiError) return apiError(e.code, e.message, e.fields, e.headers);
  if (e instanceof RateLimitedError) {
    return apiError(
      'rate_limited',
      RATE_LIMITED_MESSAGE,
      undefined,
      retryAfter(e.retryAfterSeconds),
    );
  }
  if (e instanceof DatabaseUnavailableError) {
    logError(`${tag} database unavailable:`, e.cause);
    return apiError('database_unavailable', UNAVAILABLE_MESSAGE, undefined, retryAfter(30));
  }
  logError(`${tag} unexpected error:`, e);
  return apiError('internal_error', INTERNAL_MESSAGE);
}

/**
 * `work`'s value; when it fails, an ApiError 503 with the caller's own sentence (a read's or an
 * export's, where UNAVAILABLE_MESSAGE's 'could not save' would be wrong), the detail logged under
 * `tag`. A route throws it to `handle` like any other refusal.
 */
export async function orUnavailable<T>(
  tag: string,
  message: string,
  work: () => Promise<T>,
  headers?: Record<string, string>,
): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    logError(`${tag} failed:`, e);
    throw new ApiError('database_unavailable', message, undefined, headers);
  }
}

/** A route handler's function; `ctx` holds the dynamic segments (`{ params }`). */
export type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * A route handler whose throws become answers (`answerError`). `toApiError` first turns a family's
 * own refusals (an enrolment's, a reservation's) into ApiErrors.
 */
export function handle<C = unknown>(
  tag: string,
  fn: Handler<C>,
  toApiError: (e: unknown) => unknown = (e) => e,
) {
  // ctx is optional in the type so tests call a handler without segments as POST(req).
  return async (req: Request, ctx?: C): Promise<Response> => {
    try {
      return await fn(req, ctx as C);
    } catch (e) {
      return answerError(toApiError(e), tag);
    }
  };
}
