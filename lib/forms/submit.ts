// The browser's side of a form's send: one request, one result. Client-safe and free of zod (the
// landing page's contact form imports it), so it adds a few hundred bytes to a page, no more.
// Every send carries where this visit came from (lib/attribution/visit.ts), for the funnel.
import { VISIT_HEADER, visitHeader } from '@/lib/attribution/visit';

/** The server's field errors (`error.fields` of lib/api/errors.ts's one shape), by server name. */
export type FieldErrors = Record<string, string>;

/** What went wrong, in the cases the forms tell apart. */
export type SubmitFailureKind =
  /** No answer at all: offline, DNS, a dropped connection. */
  | 'network'
  /** 429: too many sends. */
  | 'rate_limited'
  /** 503: the database (or the payment provider) is unreachable for a moment. */
  | 'unavailable'
  /** Any other answer that is not a 2xx: 400 with field errors, 401, 403, 409, 500… */
  | 'refused';

export type SubmitFailure = {
  ok: false;
  kind: SubmitFailureKind;
  /** The answer's status; 0 when there was none (`network`). */
  status: number;
  /** The server's `error.code`, if it sent the one shape. */
  code?: string;
  /** The server's sentence (`error.message`), if any. */
  message?: string;
  /** The server's field errors (`error.fields`), if any. */
  fields?: FieldErrors;
};

export type SubmitOk<T> = {
  ok: true;
  status: number;
  /** The answer's JSON (`{ success: true, … }`), or null when it had none. */
  data: T | null;
};

export type SubmitResult<T = Record<string, unknown>> = SubmitOk<T> | SubmitFailure;

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

async function send<T>(url: string, init: RequestInit): Promise<SubmitResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return { ok: false, kind: 'network', status: 0 };
  }
  const body = await readJson(res);
  if (res.ok) return { ok: true, status: res.status, data: (body ?? null) as T | null };
  const error = (body as { error?: { code?: string; message?: string; fields?: FieldErrors } })
    ?.error;
  return {
    ok: false,
    kind: res.status === 429 ? 'rate_limited' : res.status === 503 ? 'unavailable' : 'refused',
    status: res.status,
    ...(error?.code ? { code: error.code } : {}),
    ...(error?.message ? { message: error.message } : {}),
    ...(error?.fields ? { fields: error.fields } : {}),
  };
}

/** Sends `body` as JSON (POST unless `method` says otherwise) and reads the answer. Never throws. */
export function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  { method = 'POST' }: { method?: Method } = {},
): Promise<SubmitResult<T>> {
  return send<T>(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...visitHeader() },
    body: JSON.stringify(body),
  });
}

/**
 * Reads one of the site's own JSON endpoints (GET), the one way the browser asks (components may
 * not call fetch: the lint rule local/no-fetch-in-components). `cache: 'no-store'` for an answer
 * that must be fresh. Never throws; an aborted read comes back as a `network` failure.
 */
export function getJson<T = Record<string, unknown>>(
  url: string,
  { signal, cache }: { signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<SubmitResult<T>> {
  return send<T>(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
    ...(cache ? { cache } : {}),
  });
}

/** Sends a form with a file (multipart/form-data, the browser sets the boundary). Never throws. */
export function postMultipart<T = Record<string, unknown>>(
  url: string,
  data: FormData,
): Promise<SubmitResult<T>> {
  const visit = visitHeader();
  return send<T>(url, {
    method: 'POST',
    body: data,
    ...(visit[VISIT_HEADER] ? { headers: visit } : {}),
  });
}

/**
 * The message a form shows after a send that failed as a whole: most forms have two sentences,
 * one for too many sends (429) and one for everything else (503, 500, the network).
 */
export function sendFailure(r: SubmitFailure): 'rate' | 'down' {
  return r.kind === 'rate_limited' ? 'rate' : 'down';
}
