import { actionOriginAllowed, screenRequest } from '@/lib/security/request-screen.mjs';

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

  it.each([
    '/icon.svg',
    '/_next/static/chunks/main.js',
    '/_next/static/css/a.css?x=1',
    '/',
    '/blog',
  ])('answers OPTIONS on %s itself: 204 with Allow', (url) => {
    const a = screenRequest({ method: 'OPTIONS', url, headers: site });
    expect(a?.status).toBe(204);
    expect(a?.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(a?.body).toBe('');
  });

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
});
