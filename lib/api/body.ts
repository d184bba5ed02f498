import type { z } from 'zod/mini';
import { fieldErrors } from '@/lib/validation/common';
import { ApiError } from './errors';

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

/**
 * Reads a body's bytes, at most `maxBytes` and within `deadlineMs`, or throws the ApiError to answer
 * with. The size is checked on the declared length and again on the bytes read, so a lying or
 * missing header (a chunked body) changes nothing: no more than `maxBytes` is ever held.
 */
export async function readBytes(
  req: Request,
  { maxBytes = MAX_BODY_BYTES, deadlineMs = BODY_DEADLINE_MS } = {},
): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError('payload_too_large', `The request body must be at most ${maxBytes / 1024} KB.`);
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // One timer for the whole body, not one per chunk.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'timeout') {
        await reader.cancel().catch(() => {});
        throw new ApiError(
          'request_timeout',
          'The request body arrived too slowly. Please try again.',
          undefined,
          { Connection: 'close' },
        );
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads a JSON body with the content-type, size and time checks every POST shares (`readBytes`),
 * or throws the ApiError to answer with.
 */
export async function readJson(
  req: Request,
  limits: { maxBytes?: number; deadlineMs?: number } = {},
): Promise<unknown> {
  if (!isJsonUtf8(req.headers.get('content-type'))) {
    throw new ApiError(
      'unsupported_media_type',
      'Send the request body as application/json in UTF-8.',
    );
  }
  const bytes = await readBytes(req, limits);
  let raw: string;
  try {
    // fatal: a body that is not valid UTF-8 is refused rather than stored as replacement characters.
    raw = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(
      'unsupported_media_type',
      'The request body is not valid UTF-8. Send it as application/json in UTF-8.',
    );
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError('invalid_json', 'The request body is not valid JSON.');
  }
}

/** 400 for the fields named, each with its sentence. */
export function fieldsNeedAttention(fields: Record<string, string>): ApiError {
  return new ApiError('validation_failed', 'Some fields need attention.', fields);
}

/**
 * A handler's input, checked by its own schema, or a throw of the 400 to answer with: every
 * field's sentence, or the one sentence about the whole input (a schema's `_`).
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  if (fields._) throw new ApiError('validation_failed', fields._);
  throw fieldsNeedAttention(fields);
}

/** A JSON body, read and parsed by the handler's schema (`readJson`, then `parseInput`). */
export async function readInput<S extends z.ZodMiniType>(
  req: Request,
  schema: S,
): Promise<z.infer<S>> {
  return parseInput(schema, await readJson(req));
}
