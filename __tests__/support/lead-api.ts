import { CLIENT_IP, jsonRequest } from './http';

export type BadCase = {
  name: string;
  body?: unknown;
  opts?: Parameters<typeof jsonRequest>[2];
  status: number;
  code: string;
  field?: string;
  message?: string;
};

/** Envelope cases every JSON POST endpoint shares (body, type, size). */
export function envelopeCases(valid: Record<string, unknown>): BadCase[] {
  const big = JSON.stringify({ ...valid, message: 'x'.repeat(33 * 1024) });
  return [
    { name: 'invalid JSON', opts: { raw: '{"name": ' }, status: 400, code: 'invalid_json' },
    { name: 'empty body', opts: { raw: '' }, status: 400, code: 'invalid_json' },
    { name: 'JSON array', body: [valid], status: 400, code: 'validation_failed' },
    { name: 'JSON string', body: 'hello', status: 400, code: 'validation_failed' },
    { name: 'JSON null', body: null, status: 400, code: 'validation_failed' },
    { name: 'JSON number', body: 42, status: 400, code: 'validation_failed' },
    {
      name: 'text/plain',
      body: valid,
      opts: { contentType: 'text/plain' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'no content type',
      body: valid,
      opts: { contentType: null },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'form-urlencoded',
      opts: { contentType: 'application/x-www-form-urlencoded', raw: 'name=a' },
      status: 415,
      code: 'unsupported_media_type',
    },
    { name: 'body over 32 KB', opts: { raw: big }, status: 413, code: 'payload_too_large' },
    {
      name: 'body over 32 KB, streamed without length',
      opts: { raw: big, stream: true },
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'declared length over 32 KB',
      opts: { raw: JSON.stringify(valid), headers: { 'content-length': String(40 * 1024) } },
      status: 413,
      code: 'payload_too_large',
    },
  ];
}

/** Field cases: `field` set to `value` (undefined removes it) → `message` under that field. */
export function fieldCase(
  valid: Record<string, unknown>,
  name: string,
  field: string,
  value: unknown,
  message: string,
): BadCase {
  const body = { ...valid };
  if (value === undefined) delete body[field];
  else body[field] = value;
  return { name, body, status: 400, code: 'validation_failed', field, message };
}

export async function send(
  handler: (req: Request) => Promise<Response>,
  url: string,
  c: Pick<BadCase, 'body' | 'opts'>,
) {
  const res = await handler(jsonRequest(url, c.body, { ip: CLIENT_IP, ...c.opts }));
  const json = (await res.json()) as {
    success: boolean;
    id?: string;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
  return { res, json };
}
