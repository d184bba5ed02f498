import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  actionOriginAllowed,
  byteRanges,
  isPossibleAction,
  routedPath,
  screenRequest,
  staticFilesOf,
} from '@/lib/security/request-screen.mjs';

// The production server's own answers to inputs on which Next 16 answers 500 (issue 21). Each
// case below reached Next, and a 500, before scripts/server.mjs screened requests.
const site = { host: 'school.example' };
const status = (method: string, url: string, headers: Record<string, string> = {}) =>
  screenRequest({ method, url, headers: { ...site, ...headers } })?.status ?? 'next';

describe('request screening (scripts/server.mjs)', () => {
  it.each(['/', '/blog', '/blog/some-post', '/api/reservations', '/_next/static/chunks/a.js'])(
    'refuses TRACE and TRACK on %s with 405',
    (url) => {
      expect(status('TRACE', url)).toBe(405);
      expect(status('TRACK', url)).toBe(405);
      expect(screenRequest({ method: 'TRACE', url, headers: site })?.headers.allow).toMatch(/GET/);
    },
  );

  it.each(['/icon.svg', '/', '/blog'])('answers OPTIONS on %s itself: 204 with Allow', (url) => {
    const a = screenRequest({ method: 'OPTIONS', url, headers: site });
    expect(a?.status).toBe(204);
    expect(a?.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(a?.body).toBe('');
  });

  it.each(['/_next/static/chunks/main.js', '/_next/static/css/a.css?x=1'])(
    'answers OPTIONS on the static file %s itself: 204, GET and HEAD',
    (url) => {
      const a = screenRequest({ method: 'OPTIONS', url, headers: site });
      expect(a?.status).toBe(204);
      expect(a?.headers.allow).toBe('GET, HEAD, OPTIONS');
    },
  );

  it('leaves OPTIONS and other methods on /api to the route handlers', () => {
    expect(status('OPTIONS', '/api/reservations')).toBe('next');
    expect(status('DELETE', '/api/reservations/abc')).toBe('next');
    expect(status('PATCH', '/api')).toBe('next');
  });

  it('refuses methods no page or file takes with 405', () => {
    for (const m of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) expect(status(m, '/blog')).toBe(405);
    for (const m of ['GET', 'HEAD', 'POST']) expect(status(m, '/blog')).toBe('next');
  });

  it.each([
    'garbage',
    '%5B',
    '[1]',
    '%5B%22%22%5D',
    '%E0%A4%A',
    encodeURIComponent(JSON.stringify(['', { children: 'x' }])),
    '%5B' + '%5B'.repeat(20_000),
  ])('refuses a malformed next-router-state-tree header (%#) with 400', (value) => {
    expect(status('GET', '/blog?_rsc=abc', { rsc: '1', 'next-router-state-tree': value })).toBe(
      400,
    );
  });

  it('passes the router state tree the client router sends (as Chromium sent it on this site)', () => {
    const value =
      '%5B%22%22%2C%7B%22children%22%3A%5B%22(site)%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D';
    expect(
      status('GET', '/beginer-french?_rsc=abc', { rsc: '1', 'next-router-state-tree': value }),
    ).toBe('next');
    expect(status('GET', '/blog')).toBe('next');
  });

  it.each([
    ['https://evil.example', 403],
    ['null', 403],
    ['garbage', 403],
    ['https://school.example.evil.example', 403],
    ['http://school.example', 'next'],
    ['https://school.example', 'next'],
  ])('a server action from Origin %s: %s', (origin, expected) => {
    const action = {
      'next-action': '40abcdef',
      'content-type': 'text/plain;charset=UTF-8',
      origin,
    };
    expect(status('POST', '/admin/people', action)).toBe(expected);
    // A form POST without JavaScript is a server action to Next too.
    const form = { 'content-type': 'multipart/form-data; boundary=x', origin };
    expect(status('POST', '/admin/people', form)).toBe(expected);
    // A url-encoded POST is no action to Next 16 (it bails out before the Origin check).
    expect(
      status('POST', '/log-in', { 'content-type': 'application/x-www-form-urlencoded', origin }),
    ).toBe('next');
  });

  it('compares the Origin with X-Forwarded-Host first, as Next does; no Origin goes on', () => {
    const h = { host: 'internal:3000', 'x-forwarded-host': 'school.example, proxy' };
    expect(actionOriginAllowed({ ...h, origin: 'https://school.example' })).toBe(true);
    expect(actionOriginAllowed({ ...h, origin: 'https://internal:3000' })).toBe(false);
    expect(actionOriginAllowed({ host: 'school.example' })).toBe(true);
    expect(status('POST', '/admin', { 'next-action': '40ab' })).toBe('next');
  });

  it('leaves API POSTs and plain page requests alone', () => {
    expect(
      status('POST', '/api/reservations', {
        origin: 'https://evil.example',
        'content-type': 'application/json',
      }),
    ).toBe('next');
    expect(status('GET', '/', { origin: 'https://evil.example', 'next-action': 'x' })).toBe('next');
  });

  // Issue 47: the cases below reached Next, and a 500, before the screen took its decisions on the
  // routed path and knew the static files.
  const files = {
    has: (p: string) => p === '/testimonials/a.svg' || p.startsWith('/_next/static/'),
    size: (p: string) => (p === '/testimonials/a.svg' ? 100 : null),
  };
  const screened = (method: string, url: string, headers: Record<string, string> = {}) => {
    const req = { method, url, headers: { ...site, ...headers } as Record<string, string> };
    const a = screenRequest(req, files);
    return { status: a?.status ?? 'next', answer: a, headers: req.headers };
  };

  it('takes its decisions on the path Next routes by: /api/../ is not under /api', () => {
    expect(routedPath('/api/../icon.svg')).toBe('/icon.svg');
    expect(routedPath('/api/%2e%2e/icon.svg?x=/api/')).toBe('/icon.svg');
    expect(routedPath('/api/./../_next/../blog')).toBe('/blog');
    expect(routedPath('http://school.example/api/../blog')).toBe('/blog');
    expect(routedPath('*')).toBeNull();
    for (const prefix of ['/api/..', '/api/%2e%2e', '/api/./../_next/..']) {
      expect(screened('OPTIONS', `${prefix}/testimonials/a.svg`).status).toBe(204);
      expect(screened('PUT', `${prefix}/testimonials/a.svg`).status).toBe(405);
      expect(screened('PUT', `${prefix}/blog`).status).toBe(405);
      expect(screened('OPTIONS', `${prefix}/blog`).status).toBe(204);
      expect(
        screened('POST', `${prefix}/dashboard`, {
          'next-action': '40ab',
          origin: 'https://evil.example',
        }).status,
      ).toBe(403);
    }
    // Still a route handler when it resolves under /api.
    expect(screened('DELETE', '/blog/../api/admin/uploads/x').status).toBe('next');
    expect(
      isPossibleAction({ method: 'POST', url: '/api/../admin', headers: { 'next-action': 'a' } }),
    ).toBe(true);
    expect(
      isPossibleAction({ method: 'POST', url: '/admin/../api/x', headers: { 'next-action': 'a' } }),
    ).toBe(false);
  });

  it.each([
    '/calendar/%ff.ics',
    '/blog/%',
    '/certificates/%',
    '/curriculum/%ff',
    '/resources/%ff',
    '/api/enrolments/%ff/receipt',
    '/api/reservations/%ff/ics',
    '/api/admin/uploads/%ff',
    '/blog/%c0%af',
    '/%E2%82',
    '/api/../blog/%',
  ])('refuses the path %s, whose percent-encoding does not decode, with 400', (url) => {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']) {
      expect(screened(method, url).status).toBe(400);
    }
  });

  it('passes paths that decode, and leaves double slashes to Next (it redirects them)', () => {
    expect(screened('GET', '/blog/%C3%A9t%C3%A9').status).toBe('next');
    expect(screened('GET', '/blog/a%2Fb?q=%ff').status).toBe('next');
    expect(screened('PUT', '//blog').status).toBe('next');
    expect(screened('OPTIONS', '/blog\\x').status).toBe('next');
    expect(screened('GET', '*').status).toBe(400);
    expect(screened('OPTIONS', '*').status).toBe(204);
  });

  it('lets static files be read only: other methods 405, OPTIONS 204, GET and HEAD on', () => {
    for (const url of [
      '/testimonials/a.svg',
      '/_next/static/chunks/a.js',
      '/api/../testimonials/a.svg',
    ]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
        const s = screened(method, url);
        expect(s.status).toBe(405);
        expect(s.answer?.headers.allow).toBe('GET, HEAD, OPTIONS');
      }
      expect(screened('OPTIONS', url).answer?.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(screened('GET', url).status).toBe('next');
      expect(screened('HEAD', url).status).toBe('next');
    }
    // Not a file: a page still takes POST.
    expect(screened('POST', '/testimonials').status).toBe('next');
  });

  it.each(['bytes=abc', 'bytes=5-1', 'bytes=-', 'bytes=', 'bytes=1-2-3', 'bytes=0-1,x'])(
    'drops the Range %s from a static file, so the whole file is served',
    (range) => {
      const s = screened('GET', '/testimonials/a.svg', { range });
      expect(s.status).toBe('next');
      expect(s.headers).not.toHaveProperty('range');
    },
  );

  it('answers a Range no byte of the file satisfies with 416 and the size', () => {
    for (const range of ['bytes=100-', 'bytes=999999999-', 'bytes=-0', 'bytes=200-300, 150-']) {
      const s = screened('GET', '/testimonials/a.svg', { range });
      expect(s.status).toBe(416);
      expect(s.answer?.headers['content-range']).toBe('bytes */100');
    }
  });

  it('keeps satisfiable ranges, other units, and ranges on pages', () => {
    for (const range of ['bytes=0-10', 'bytes=-5', 'bytes=99-', 'bytes=0-0, 5-9', 'bytes=50-500']) {
      const s = screened('GET', '/testimonials/a.svg', { range });
      expect(s.status).toBe('next');
      expect(s.headers.range).toBe(range);
    }
    expect(screened('GET', '/testimonials/a.svg', { range: 'pages=1-2' }).headers.range).toBe(
      'pages=1-2',
    );
    expect(screened('GET', '/blog', { range: 'bytes=abc' }).headers.range).toBe('bytes=abc');
    // A file whose size is unknown (not there): the range is dropped, Next answers 404.
    expect(
      screened('GET', '/_next/static/x.js', { range: 'bytes=0-1' }).headers,
    ).not.toHaveProperty('range');
  });

  it('reads byte ranges as RFC 9110 writes them', () => {
    expect(byteRanges('bytes=0-499')).toEqual([{ first: 0, last: 499 }]);
    expect(byteRanges(' bytes = 0-0 , -5, 9-')).toEqual([
      { first: 0, last: 0 },
      { first: null, last: 5 },
      { first: 9, last: null },
    ]);
    for (const bad of ['bytes=abc', 'bytes=5-1', 'bytes=-', 'bytes=', 'bytes=1.5-2', 'items=0-1']) {
      expect(byteRanges(bad)).toBeNull();
    }
  });

  it('refuses a multipart action with no boundary with 400; one with a boundary goes on', () => {
    for (const ct of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data;charset=utf-8',
    ]) {
      expect(screened('POST', '/dashboard', { 'content-type': ct }).status).toBe(400);
      expect(
        screened('POST', '/dashboard', { 'content-type': ct, 'next-action': '40ab' }).status,
      ).toBe(400);
    }
    for (const ct of ['multipart/form-data; boundary=x', 'multipart/form-data; boundary="a b"']) {
      expect(screened('POST', '/dashboard', { 'content-type': ct }).status).toBe('next');
    }
    // A route handler reads its own body.
    expect(
      screened('POST', '/api/applications', { 'content-type': 'multipart/form-data' }).status,
    ).toBe('next');
  });

  it('knows the files of public/ and of the build, and their sizes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'screen-'));
    try {
      mkdirSync(path.join(dir, 'public', 'media', 'deep'), { recursive: true });
      mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
      writeFileSync(path.join(dir, 'public', 'media', 'deep', 'a b.vtt'), 'WEBVTT\n');
      writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'c.js'), '1;');
      writeFileSync(path.join(dir, 'secret.txt'), 'secret');
      const f = staticFilesOf(dir);
      expect(f.has('/media/deep/a b.vtt')).toBe(true);
      expect(f.size('/media/deep/a b.vtt')).toBe(7);
      expect(f.has('/media/deep')).toBe(false);
      expect(f.has('/blog')).toBe(false);
      expect(f.size('/_next/static/chunks/c.js')).toBe(2);
      expect(f.size('/_next/static/chunks/missing.js')).toBeNull();
      expect(f.size('/_next/static/../../secret.txt')).toBeNull();
      expect(f.size('/_next/static/chunks')).toBeNull();
      const req = { method: 'POST', url: '/media/deep/a%20b.vtt', headers: site };
      expect(screenRequest(req, f)?.status).toBe(405);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
