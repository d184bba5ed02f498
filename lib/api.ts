import { NextResponse } from 'next/server';

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
  | 'not_configured'
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

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof ALL_METHODS)[number];
type Handler = (req: Request) => Response | Promise<Response>;

/**
 * The handlers a route does not implement: 405 for every other method (HEAD included, which Next
 * would otherwise answer from GET), and OPTIONS naming the same methods as the 405's Allow header.
 */
export function otherMethods(...allowed: Method[]) {
  const allow = [...allowed, 'OPTIONS'].sort().join(', ');
  const notAllowed: Handler = () =>
    apiError(
      405,
      'method_not_allowed',
      `Use ${allowed.join(' or ')} for this endpoint.`,
      undefined,
      {
        Allow: allow,
      },
    );
  const handlers = Object.fromEntries(
    ALL_METHODS.filter((m) => !allowed.includes(m)).map((m) => [m, notAllowed]),
  ) as Partial<Record<Method, Handler>>;
  return {
    ...handlers,
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow, ...noStore } }),
  } as Record<Method | 'OPTIONS', Handler>;
}

export const MAX_BODY_BYTES = 32 * 1024;

/** A JSON body must arrive whole within this time (a client trickling it holds a connection). */
export const BODY_DEADLINE_MS = 10_000;

/** `application/json`, with no charset or a UTF-8 one (JSON is UTF-8: RFC 8259 §8.1). */
export function isJsonUtf8(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((s) => s.trim());
  if (type?.toLowerCase() !== 'application/json') return false;
  for (const p of params) {
    const m = /^charset\s*=\s*"?([^"]*)"?$/i.exec(p);
    if (m && !/^utf-?8$/i.test(m[1]!.trim())) return false;
  }
  return true;
}

function notUtf8() {
  return {
    ok: false as const,
    response: apiError(
      415,
      'unsupported_media_type',
      'The request body is not valid UTF-8. Send it as application/json in UTF-8.',
    ),
  };
}

/**
 * Reads a JSON body with the content-type and size checks every POST shares. The size is checked
 * on the declared length and again on the bytes read, so a lying or missing header changes nothing.
 */
export async function readJson(
  req: Request,
  { maxBytes = MAX_BODY_BYTES, deadlineMs = BODY_DEADLINE_MS } = {},
): Promise<{ ok: true; data: unknown } | { ok: false; response: NextResponse }> {
  if (!isJsonUtf8(req.headers.get('content-type'))) {
    return {
      ok: false,
      response: apiError(
        415,
        'unsupported_media_type',
        'Send the request body as application/json in UTF-8.',
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
    // fatal: a body that is not valid UTF-8 is refused rather than stored as replacement characters.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let size = 0;
    // One timer for the whole body, not one per chunk.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), deadlineMs);
    });
    const read = () => Promise.race([reader.read(), late]);
    try {
      for (;;) {
        const chunk = await read();
        if (chunk === 'timeout') {
          await reader.cancel().catch(() => {});
          return {
            ok: false,
            response: apiError(
              408,
              'request_timeout',
              'The request body arrived too slowly. Please try again.',
              undefined,
              { Connection: 'close' },
            ),
          };
        }
        const { done, value } = chunk;
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return tooLarge();
        }
        try {
          raw += decoder.decode(value, { stream: true });
        } catch {
          await reader.cancel().catch(() => {});
          return notUtf8();
        }
      }
    } finally {
      clearTimeout(timer);
    }
    try {
      raw += decoder.decode();
    } catch {
      return notUtf8();
    }
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
