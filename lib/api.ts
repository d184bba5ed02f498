import { NextResponse } from 'next/server';

/** The one error shape of every API answer (DESIGN.md, dub's lib/api/errors). */
export type ApiErrorCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal_error';

export type ApiErrorBody = {
  success: false;
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
};

const noStore = { 'Cache-Control': 'no-store' };

export function jsonOk<T extends object>(body: T, status = 200, headers?: HeadersInit) {
  return NextResponse.json(
    { success: true, ...body },
    { status, headers: { ...noStore, ...headers } },
  );
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) {
  const body: ApiErrorBody = {
    success: false,
    error: { code, message, ...(fields ? { fields } : {}) },
  };
  return NextResponse.json(body, { status, headers: { ...noStore, ...headers } });
}

/** Answers 405 for the methods a route does not take. */
export function methodNotAllowed(allow: string) {
  const handler = () =>
    apiError(405, 'method_not_allowed', `Use ${allow} for this endpoint.`, undefined, {
      Allow: allow,
    });
  return { GET: handler, PUT: handler, PATCH: handler, DELETE: handler };
}

export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Reads a JSON body with the content-type and size checks every POST shares. The size is checked
 * on the declared length and again on the bytes read, so a lying or missing header changes nothing.
 */
export async function readJson(
  req: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<{ ok: true; data: unknown } | { ok: false; response: NextResponse }> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: apiError(
        415,
        'unsupported_media_type',
        'Send the request body as application/json.',
      ),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: apiError(
      413,
      'payload_too_large',
      `The request body must be at most ${maxBytes / 1024} KB.`,
    ),
  });
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

  let raw = '';
  if (req.body) {
    const reader = req.body.getReader();
    const decoder = new TextDecoder('utf-8', { fatal: false });
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return tooLarge();
      }
      raw += decoder.decode(value, { stream: true });
    }
    raw += decoder.decode();
  }
  try {
    return { ok: true, data: JSON.parse(raw) };
  } catch {
    return {
      ok: false,
      response: apiError(400, 'invalid_json', 'The request body is not valid JSON.'),
    };
  }
}
