import { expect, test, type APIRequestContext } from '@playwright/test';

// No input from a client yields a 5xx (issue 21). Each request below answered 500 from the
// production server before scripts/server.mjs screened requests (lib/security/request-screen.mjs)
// and the next-auth handler dropped a bad callbackUrl (app/api/auth/[...nextauth]/route.ts).

/** A static file of the build, from the landing page's HTML. */
async function staticAsset(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const m = /\/_next\/static\/[^"'\s)]+\.(?:js|css)/.exec(html);
  expect(m, 'a /_next/static file on /').not.toBeNull();
  return m![0];
}

test('TRACE is refused with 405 on static and dynamic routes; TRACK never reaches the app', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/blog',
    '/blog/french-for-kids',
    '/log-in',
    '/dashboard',
    '/api/auth/session',
  ]) {
    const res = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
    expect(res.status(), `TRACE ${path}`).toBe(405);
    expect(res.headers()['allow'], `TRACE ${path}`).toMatch(/GET/);
    const track = await request.fetch(path, { method: 'TRACK', maxRedirects: 0 });
    expect(track.status(), `TRACK ${path}`).toBeGreaterThanOrEqual(400);
    expect(track.status(), `TRACK ${path}`).toBeLessThan(500);
  }
});

test('OPTIONS on pages and static files answers 204 with Allow; route handlers answer their own', async ({
  request,
}) => {
  for (const path of [
    '/icon.svg',
    await staticAsset(request),
    '/robots.txt',
    '/',
    '/blog',
    '/log-in',
  ]) {
    const res = await request.fetch(path, { method: 'OPTIONS', maxRedirects: 0 });
    expect(res.status(), `OPTIONS ${path}`).toBe(204);
    expect(res.headers()['allow'], `OPTIONS ${path}`).toBe('GET, HEAD, POST, OPTIONS');
  }
  for (const path of ['/api/reservations', '/api/auth/session']) {
    const res = await request.fetch(path, { method: 'OPTIONS', maxRedirects: 0 });
    expect(res.status(), `OPTIONS ${path}`).toBeLessThan(500);
  }
  // Methods no page takes: 405, not a page or a 500.
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const res = await request.fetch('/blog', { method, maxRedirects: 0 });
    expect(res.status(), `${method} /blog`).toBe(405);
  }
});

test('a malformed next-router-state-tree header is a 400', async ({ request }) => {
  for (const tree of ['garbage', '%5B', '%5B1%5D', '%E0%A4%A']) {
    for (const path of ['/?_rsc=abc', '/blog?_rsc=abc', '/log-in?_rsc=abc']) {
      const res = await request.get(path, {
        headers: { rsc: '1', 'next-router-state-tree': tree },
        maxRedirects: 0,
      });
      expect(res.status(), `${path} with tree ${tree}`).toBe(400);
    }
  }
  // The tree the client router sends still gets the page's RSC payload.
  const tree = encodeURIComponent(
    JSON.stringify([
      '',
      { children: ['(site)', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
      null,
      null,
      16,
    ]),
  );
  const ok = await request.get('/blog', { headers: { rsc: '1', 'next-router-state-tree': tree } });
  expect(ok.status()).toBe(200);
});

test('a tampered next-auth.callback-url cookie or callbackUrl is ignored, not a 500', async ({
  request,
}) => {
  for (const value of [
    'javascript:alert(1)',
    'x',
    'https://evil.example/',
    '%E0%A4%A',
    '/.//evil.example',
  ]) {
    for (const path of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
      const res = await request.get(path, {
        headers: { cookie: `next-auth.callback-url=${encodeURIComponent(value)}` },
        maxRedirects: 0,
      });
      expect(res.status(), `${path} with cookie ${value}`).toBe(200);
      const q = await request.get(`${path}?callbackUrl=${encodeURIComponent(value)}`, {
        maxRedirects: 0,
      });
      expect(q.status(), `${path}?callbackUrl=${value}`).toBe(200);
    }
  }
});

test('a server action from a foreign Origin is a 403', async ({ request, baseURL }) => {
  for (const origin of ['https://evil.example', 'null', 'garbage']) {
    for (const path of ['/', '/log-in', '/admin/people', '/dashboard']) {
      // A fetch action (Next-Action header), as the client router sends it...
      const fetchAction = await request.post(path, {
        headers: {
          origin,
          'next-action': '40' + 'ab'.repeat(20),
          'content-type': 'text/plain;charset=UTF-8',
          cookie: 'next-auth.session-token=x',
        },
        data: '[]',
        maxRedirects: 0,
      });
      expect(fetchAction.status(), `action ${path} from ${origin}`).toBe(403);
      // ...and a form posted without JavaScript (multipart), which Next also treats as an action.
      const form = await request.post(path, {
        headers: { origin, cookie: 'next-auth.session-token=x' },
        multipart: { name: 'x' },
        maxRedirects: 0,
      });
      expect(form.status(), `form ${path} from ${origin}`).toBe(403);
    }
  }
  // From the site itself, the same made-up requests are still the client's fault, not a 500.
  const own = await request.post('/', {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { name: 'x' },
    maxRedirects: 0,
  });
  expect(own.status()).toBeLessThan(500);
});
