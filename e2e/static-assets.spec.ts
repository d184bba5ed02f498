import { expect, test } from '@playwright/test';
import http from 'node:http';
import zlib from 'node:zlib';

// The build's static files and prerendered pages as the production server sends them
// (scripts/lib/precompressed.mjs, precompressed-pages.mjs): brotli from a file made once after the
// build when the client accepts it, with the headers Next gives; anything else is Next's own
// answer. Raw requests: a browser would decode.
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(
  base: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function pageAssets(base: string) {
  const html = (await get(base, '/', { 'accept-encoding': 'identity' })).body.toString('utf8');
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const css = [...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  expect(css.length).toBeGreaterThan(0);
  return { scripts, css };
}

test('scripts and the stylesheet go out as brotli, with the headers of every response', async ({
  baseURL,
}) => {
  const { scripts, css } = await pageAssets(baseURL!);
  for (const asset of [...scripts, css[0]!]) {
    const plain = await get(baseURL!, asset, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(baseURL!, asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status, asset).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(br.headers['content-type']).toMatch(
      asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/,
    );
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    // The same security headers as Next's answer (next.config.ts headers()).
    for (const h of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(br.headers[h], h).toBe(plain.headers[h]);
    }
    // A revalidation with its ETag is answered 304 without a body.
    const again = await get(baseURL!, asset, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
});

test('every script the page loads carries V8’s compile hint on its first line, as brotli and plain', async ({
  baseURL,
}) => {
  // scripts/lib/precompressed.mjs addCompileHints: the browser compiles each script as it arrives
  // (in the background while it streams) instead of on the main thread as hydration calls it.
  const { scripts } = await pageAssets(baseURL!);
  for (const asset of scripts) {
    const plain = await get(baseURL!, asset, { 'accept-encoding': 'identity' });
    const firstLine = plain.body.subarray(0, 60).toString('utf8').split('\n', 1)[0];
    expect(firstLine, asset).toBe('//# allFunctionsCalledOnLoad');
    const br = await get(baseURL!, asset, { 'accept-encoding': 'br' });
    if (br.headers['content-encoding'] === 'br') {
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    }
  }
});

test('a client that does not take brotli gets Next’s answer', async ({ baseURL }) => {
  const { scripts } = await pageAssets(baseURL!);
  const gzip = await get(baseURL!, scripts[0]!, { 'accept-encoding': 'gzip' });
  expect(gzip.status).toBe(200);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const refused = await get(baseURL!, scripts[0]!, { 'accept-encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');
});

test('nothing outside the build’s static folder is reachable through it', async ({ baseURL }) => {
  for (const path of [
    '/_next/static/../../package.json',
    '/_next/static/chunks/../../../package.json',
    '/_next/static/..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/package.json',
  ]) {
    const r = await get(baseURL!, path, { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding'], path).not.toBe('br');
    expect(r.body.toString('utf8'), path).not.toContain('"devDependencies"');
  }
});

test('prerendered pages go out as brotli made once, with Next’s headers and revalidation', async ({
  baseURL,
}) => {
  // scripts/lib/precompressed-pages.mjs: the same bytes as Next's answer, smaller than its gzip.
  for (const page of ['/', '/ContactUs', '/WhoWeAre']) {
    const plain = await get(baseURL!, page, { 'accept-encoding': 'identity' });
    expect(plain.status, page).toBe(200);
    const gzip = await get(baseURL!, page, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding'], page).toBe('gzip');
    const br = await get(baseURL!, page, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status, page).toBe(200);
    expect(br.headers['content-encoding'], page).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), page).toBe(true);
    expect(br.body.length, page).toBeLessThan(gzip.body.length * 0.9);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    // Another representation of the page Next tagged: the same ETag, weak.
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    const again = await get(baseURL!, page, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status, page).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(baseURL!, page, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  }
  // A page rendered per request, and a client-side navigation's payload: Next's gzip as before.
  const perRequest = await get(baseURL!, '/beginer-french', { 'accept-encoding': 'br, gzip' });
  expect(perRequest.status).toBe(200);
  expect(perRequest.headers['content-encoding']).toBe('gzip');
  const rsc = await get(baseURL!, '/', { 'accept-encoding': 'br, gzip', rsc: '1' });
  expect(rsc.headers['content-encoding']).not.toBe('br');
});
