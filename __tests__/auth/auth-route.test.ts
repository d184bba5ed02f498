/** @jest-environment node */
// The next-auth route handler (app/api/auth/[...nextauth]/route.ts) as Next calls it: a tampered
// next-auth.callback-url cookie, or a callbackUrl in the query that is not a URL on this site, is
// dropped before next-auth sees it (issue 21: next-auth answers 500, "a problem with the server
// configuration", to a callbackUrl it cannot parse; no input from a client may yield a 5xx).
// Cookies are Next's own route-handler cookies (MutableRequestCookiesAdapter), so what the handler
// deletes is what next-auth then reads. e2e/no-5xx.spec.ts checks the same on the built server.
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { MutableRequestCookiesAdapter } from 'next/dist/server/web/spec-extension/adapters/request-cookies';
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { resetAuthSecretForTests } from '@/lib/auth/secret';
import { siteUrl } from '@/lib/site-url';
import { createTestDatabase, useDatabase, type TestDatabase } from '@/__tests__/support/databases';

/** The request scope next/headers reads: this request's headers and its mutable cookies. */
let scope: { headers: Headers; cookies: ReturnType<typeof MutableRequestCookiesAdapter.wrap> };
jest.mock('next/headers', () => ({
  cookies: async () => scope.cookies,
  headers: async () => scope.headers,
}));

const CALLBACK_COOKIE = 'next-auth.callback-url';

async function call(action: string, opts: { cookie?: string; callbackUrl?: string } = {}) {
  const url = new URL(`/api/auth/${action}`, siteUrl());
  if (opts.callbackUrl !== undefined) url.searchParams.set('callbackUrl', opts.callbackUrl);
  const headers = new Headers(
    opts.cookie === undefined
      ? {}
      : { cookie: `${CALLBACK_COOKIE}=${encodeURIComponent(opts.cookie)}` },
  );
  scope = { headers, cookies: MutableRequestCookiesAdapter.wrap(new RequestCookies(headers)) };
  const res = await GET(new NextRequest(url, { headers }), {
    params: Promise.resolve({ nextauth: [action] }),
  });
  return { status: res.status, callbackCookie: scope.cookies.get(CALLBACK_COOKIE)?.value };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await useDatabase(database.url, { NEXTAUTH_SECRET: undefined });
  resetAuthSecretForTests();
});
afterAll(async () => {
  await useDatabase('file:./data/unused.db');
  await database.drop();
});

describe('the next-auth route with a tampered callbackUrl', () => {
  // Values next-auth cannot read as a URL on this site (it answered 500 to the first two kinds).
  const tampered = ['javascript:alert(1)', 'x', 'https://evil.example/', '/.//evil.example'];

  it.each(tampered.flatMap((v) => ['session', 'csrf', 'providers'].map((a) => [a, v])))(
    '/api/auth/%s with the callback-url cookie %j: 200, and the cookie dropped',
    async (action, value) => {
      const r = await call(action!, { cookie: value });
      expect(r.status).toBe(200);
      expect(r.callbackCookie ?? '').toBe('');
    },
  );

  it.each(tampered.flatMap((v) => ['session', 'csrf', 'providers'].map((a) => [a, v])))(
    '/api/auth/%s?callbackUrl=%j: 200',
    async (action, value) => {
      expect((await call(action!, { callbackUrl: value })).status).toBe(200);
    },
  );

  it('keeps a callback-url cookie that is a path on this site', async () => {
    const own = new URL('/dashboard', siteUrl()).href;
    const r = await call('session', { cookie: own });
    expect(r.status).toBe(200);
    expect(r.callbackCookie).toBe(own);
  });
});

describe("the next-auth route's POST body", () => {
  async function post(action: string, body: BodyInit, type = 'application/x-www-form-urlencoded') {
    const url = new URL(`/api/auth/${action}`, siteUrl());
    const headers = new Headers({ 'content-type': type });
    scope = { headers, cookies: MutableRequestCookiesAdapter.wrap(new RequestCookies(headers)) };
    return POST(
      new NextRequest(
        new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
      ),
      {
        params: Promise.resolve({ nextauth: action.split('?')[0]!.split('/') }),
      },
    );
  }

  it('is cut off at 16 KB when it comes without a length, not read whole', async () => {
    // Anyone can post to the sign-in address; next-auth alone would read all of it.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new TextEncoder().encode('email=' + 'a'.repeat(4096) + '&'));
      },
    });
    const res = await post('callback/credentials', endless);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
    expect(pulled).toBeLessThanOrEqual(8);
  });

  it('within the limit, reaches next-auth as sent', async () => {
    // json=true makes next-auth answer its redirect as JSON (here: no CSRF token, back to sign-in),
    // which it can only do if it read the body.
    const res = await post('signout', new URLSearchParams({ json: 'true' }).toString());
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(((await res.json()) as { url: string }).url).toMatch(/csrf=true/);
  });

  it('with a tampered callbackUrl in the query: dropped as for GET, not a 500', async () => {
    const res = await post(
      `signout?callbackUrl=${encodeURIComponent('javascript:alert(1)')}`,
      new URLSearchParams({ json: 'true' }).toString(),
    );
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { url: string }).url).not.toMatch(/javascript/);
  });

  it.each(['{', '', '\u0000\u00ff'])(
    'sent as JSON but not JSON (%j): 400, not the 500 next-auth answers (issue 47)',
    async (body) => {
      for (const action of ['signout', 'callback/credentials', 'signin/credentials', 'x/y']) {
        const res = await post(action, body, 'application/json');
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
          'validation_failed',
        );
      }
    },
  );

  it('sent as JSON and JSON: reaches next-auth', async () => {
    const res = await post('signout', JSON.stringify({ json: 'true' }), 'application/json');
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(400);
  });
});
