export const CLIENT_IP = '203.0.113.7';

type PostOptions = {
  contentType?: string | null;
  ip?: string;
  headers?: Record<string, string>;
  raw?: BodyInit;
  stream?: boolean;
};

/** A Request as our server hands it to a route handler (with the socket-address header set). */
export function jsonRequest(url: string, body: unknown, opts: PostOptions = {}): Request {
  const headers = new Headers(opts.headers);
  if (opts.contentType !== null)
    headers.set('content-type', opts.contentType ?? 'application/json');
  headers.set('x-school-client-ip', opts.ip ?? CLIENT_IP);
  let payload: BodyInit | undefined =
    opts.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (opts.stream && typeof payload === 'string') {
    const bytes = new TextEncoder().encode(payload);
    payload = new ReadableStream({
      start(c) {
        for (let i = 0; i < bytes.length; i += 4096) c.enqueue(bytes.slice(i, i + 4096));
        c.close();
      },
    });
  }
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers,
    body: payload,
    ...(opts.stream ? { duplex: 'half' } : {}),
  } as RequestInit);
}
