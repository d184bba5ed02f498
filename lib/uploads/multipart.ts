import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { NextResponse } from 'next/server';
import { MAX_BODY_BYTES } from '@/lib/api/body';
import { apiError } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES } from './limits';

/** The text fields of a multipart form, all together: the JSON forms' body limit. */
const MAX_FIELDS_BYTES = MAX_BODY_BYTES;
/** A whole upload must arrive within this time (the server cuts requests off at 30 s). */
export const UPLOAD_DEADLINE_MS = 28_000;

export type UploadedFile = { fileName: string; bytes: Buffer };

export type MultipartBody =
  | { ok: true; fields: Record<string, string>; file: UploadedFile | null }
  | { ok: false; response: NextResponse };

const fail = (response: NextResponse) => ({ ok: false as const, response });

export const UPLOAD_TOO_LARGE = `The file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const BODY_CUT_OFF =
  'The form arrived incomplete (the upload may have been cut off). Please try again.';

/**
 * Reads a multipart/form-data body with at most one file (in `fileField`), streaming, with every
 * limit checked while reading: nothing is stored until the whole body has arrived and been
 * checked, so a refused or cut-off upload leaves nothing behind. Everything a client can send ends
 * in a 4xx in the one error shape.
 */
export async function readMultipart(
  req: Request,
  {
    fileField,
    maxFileBytes = MAX_UPLOAD_BYTES,
    deadlineMs = UPLOAD_DEADLINE_MS,
  }: { fileField: string; maxFileBytes?: number; deadlineMs?: number },
): Promise<MultipartBody> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) {
    return fail(apiError('unsupported_media_type', 'Send this form as multipart/form-data.'));
  }
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxFileBytes + MAX_FIELDS_BYTES + 16 * 1024) {
    return fail(apiError('payload_too_large', UPLOAD_TOO_LARGE));
  }
  if (!req.body) return fail(apiError('validation_failed', BODY_CUT_OFF));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        fileSize: maxFileBytes,
        fields: 40,
        fieldSize: 8 * 1024,
        parts: 42,
        fieldNameSize: 64,
      },
    });
  } catch {
    return fail(apiError('validation_failed', BODY_CUT_OFF));
  }

  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
  return new Promise<MultipartBody>((resolve) => {
    const fields: Record<string, string> = {};
    let fieldBytes = 0;
    let file: UploadedFile | null = null;
    let settled = false;
    const timer = setTimeout(
      () =>
        finish(
          fail(
            apiError(
              'request_timeout',
              'The upload arrived too slowly. Please try again, or send a smaller file.',
              undefined,
              { Connection: 'close' },
            ),
          ),
        ),
      deadlineMs,
    );
    function finish(result: MultipartBody) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!result.ok) {
        source.unpipe(parser);
        source.destroy();
      }
      resolve(result);
    }
    const tooLarge = () => finish(fail(apiError('payload_too_large', UPLOAD_TOO_LARGE)));
    const fieldsTooLarge = () =>
      finish(
        fail(
          apiError(
            'payload_too_large',
            `The form's text must be at most ${MAX_FIELDS_BYTES / 1024} KB.`,
          ),
        ),
      );

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fieldsTooLarge();
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (fieldBytes > MAX_FIELDS_BYTES) return fieldsTooLarge();
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        chunks.push(c);
      });
      // A body cut off mid-file errors the file stream too: answered by the parser's error below.
      stream.on('error', () => finish(fail(apiError('validation_failed', BODY_CUT_OFF))));
      stream.on('limit', () => {
        tooLarge();
        stream.resume();
      });
      stream.on('close', () => {
        if (settled) return;
        // Browsers send an empty part (no name, no bytes) for a file input left empty.
        if (size === 0 && !info.filename) return;
        if (name !== fileField) {
          return finish(
            fail(
              apiError('validation_failed', 'Some fields need attention.', {
                [name]: 'This field does not take a file',
              }),
            ),
          );
        }
        file = { fileName: info.filename ?? '', bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on('filesLimit', () =>
      finish(
        fail(
          apiError('validation_failed', 'Some fields need attention.', {
            [fileField]: 'Attach one file only',
          }),
        ),
      ),
    );
    parser.on('fieldsLimit', fieldsTooLarge);
    parser.on('partsLimit', fieldsTooLarge);
    parser.on('error', () => finish(fail(apiError('validation_failed', BODY_CUT_OFF))));
    parser.on('close', () => finish({ ok: true, fields, file }));
    source.on('error', () => finish(fail(apiError('validation_failed', BODY_CUT_OFF))));
    source.pipe(parser);
  });
}
