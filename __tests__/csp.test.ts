import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  canNavigateInPlace,
  extraDirectivesFor,
  inlineScriptHashes,
  policyFor,
} from '@/lib/security/csp';
import { CspBuildError, createCspStep, readPrerenderedScripts } from '@/lib/security/csp-server';

/** A policy as a map: directive → its sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('policyFor', () => {
  const home = parse(policyFor('/', ["'sha256-abc'"]));

  it('has the directives the issue asks for', () => {
    expect(home.get('object-src')).toEqual(["'none'"]);
    expect(home.get('base-uri')).toEqual(["'self'"]);
    expect(home.get('frame-ancestors')).toEqual(["'none'"]);
    expect(home.get('form-action')).toEqual(["'self'"]);
    expect(home.get('default-src')).toEqual(["'none'"]);
    expect(home.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com']);
  });

  it('allows scripts only from the site and the given hashes or nonce, never unsafe ones', () => {
    expect(home.get('script-src')).toEqual(["'self'", "'sha256-abc'"]);
    for (const path of ['/', '/checkout', '/Yt', '/Brochure', '/anything']) {
      const script = parse(policyFor(path, [])).get('script-src')!.join(' ');
      expect(script).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*|https:(?!\/\/)/);
    }
  });

  it('gives the YouTube embed host only to the course and video pages', () => {
    for (const path of ['/beginer-french', '/B2-level', '/WatchPractice', '/Yt', '/Yt/abc']) {
      expect(parse(policyFor(path, [])).get('frame-src')).toEqual([
        'https://www.youtube-nocookie.com',
      ]);
    }
    for (const path of ['/', '/ContactUs', '/Ytx', '/checkout']) {
      expect(policyFor(path, [])).not.toContain('youtube-nocookie');
    }
  });

  it("gives Razorpay's hosts only to the checkout pages", () => {
    for (const path of ['/checkout', '/detail-verification', '/payment-sucessfull']) {
      const p = parse(policyFor(path, ["'nonce-x'"]));
      expect(p.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com', "'nonce-x'"]);
      expect(p.get('frame-src')).toEqual(
        expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']),
      );
      expect(p.get('connect-src')).toContain("'self'");
    }
    for (const path of ['/', '/beginer-french', '/checkoutx']) {
      expect(policyFor(path, [])).not.toContain('razorpay');
    }
  });

  it('adds a configured Razorpay stand-in to the payment pages only', () => {
    const saved = { ...process.env };
    process.env.RAZORPAY_CHECKOUT_URL = 'http://127.0.0.1:4999/v1/checkout.js';
    process.env.RAZORPAY_API_BASE = 'http://127.0.0.1:4999';
    try {
      const p = parse(policyFor('/detail-verification', []));
      for (const d of ['script-src', 'connect-src', 'frame-src'])
        expect(p.get(d)).toContain('http://127.0.0.1:4999');
      expect(policyFor('/', [])).not.toContain('4999');
    } finally {
      process.env = saved;
    }
  });

  it('lets the brochure page embed the PDF, and only the site frame it', () => {
    const page = parse(policyFor('/Brochure', []));
    expect(page.get('object-src')).toEqual(["'self'"]);
    expect(page.get('frame-src')).toEqual(["'self'"]);
    expect(parse(policyFor('/brochure.pdf', [])).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('has no extras for a path outside the table', () => {
    expect(extraDirectivesFor('/ContactUs')).toEqual({});
  });
});

describe('canNavigateInPlace', () => {
  it('keeps client-side navigation between pages whose needs the document covers', () => {
    expect(canNavigateInPlace('/', '/ContactUs')).toBe(true);
    expect(canNavigateInPlace('/beginer-french', '/elimentary-french')).toBe(true);
    expect(canNavigateInPlace('/beginer-french', '/')).toBe(true);
    expect(canNavigateInPlace('/checkout', '/payment-sucessfull')).toBe(true);
  });

  it('asks for a full page load into a page that needs more hosts', () => {
    expect(canNavigateInPlace('/', '/beginer-french')).toBe(false);
    expect(canNavigateInPlace('/beginer-french', '/checkout')).toBe(false);
    expect(canNavigateInPlace('/', '/Brochure')).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, as the browser does', () => {
    const html =
      '<script src="/a.js" async=""></script><script id="_R_">self.a=1</script>' +
      '<script>self.__next_f.push([1,"x"])</script><script>a\r\nb</script>' +
      '<script>self.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.a=1'),
      sha('self.__next_f.push([1,"x"])'),
      sha('a\nb'),
    ]);
  });
});

describe('the server step', () => {
  let dist: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const manifest = (routes: object, dynamicRoutes: object = {}) =>
    write('prerender-manifest.json', JSON.stringify({ routes, dynamicRoutes }));

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'csp-test-'));
    write('server/app/index.html', '<script>home()</script>');
    write('server/app/_not-found.html', '<script>notFound()</script>');
    write('server/app/t&c.html', '<script>terms()</script>');
    write('server/app/robots.txt.body', 'User-agent: *');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function request(url: string, headers: Record<string, string> = {}) {
    const req = new IncomingMessage(new Socket());
    req.url = url;
    req.headers = { host: 'school.test', ...headers };
    const res = new ServerResponse(req);
    return { req, res };
  }

  it('reads the prerendered pages and refuses pages regenerated at run time', () => {
    manifest({
      '/': { initialRevalidateSeconds: false },
      '/_not-found': { initialRevalidateSeconds: false },
      '/t&c': { initialRevalidateSeconds: false },
      '/robots.txt': { initialRevalidateSeconds: false },
    });
    const pages = readPrerenderedScripts(dist);
    expect([...pages.keys()].sort()).toEqual(['/', '/_not-found', '/t&c']);
    expect(pages.get('/')).toEqual([sha('home()')]);

    manifest({ '/': { initialRevalidateSeconds: 60 } });
    expect(() => readPrerenderedScripts(dist)).toThrow(CspBuildError);
    manifest({ '/': { initialRevalidateSeconds: false } }, { '/c/[slug]': { fallback: null } });
    expect(() => readPrerenderedScripts(dist)).toThrow(/on demand/);
  });

  it("sends a prerendered page's hashes; a nonce and the not-found page's for the rest", () => {
    manifest({
      '/': { initialRevalidateSeconds: false },
      '/_not-found': { initialRevalidateSeconds: false },
      '/t&c': { initialRevalidateSeconds: false },
    });
    const step = createCspStep(readPrerenderedScripts(dist));
    const send = (url: string, method = 'GET') => {
      const { req, res } = request(url, { 'content-security-policy': "script-src 'nonce-evil'" });
      req.method = method;
      expect(step(req, res)).toBe(true);
      const sent = String(res.getHeader('content-security-policy'));
      return {
        sent,
        scripts: parse(sent).get('script-src')!,
        toNext: req.headers['content-security-policy'],
      };
    };
    // Prerendered, as built: its hashes only, the same header for everyone, no nonce for Next.
    const home = send('/?utm=1');
    expect(home.scripts).toEqual(["'self'", sha('home()')]);
    expect(home.toNext).toBeUndefined();
    expect(send('/').sent).toBe(home.sent);
    expect(send('/t%26c').scripts).toEqual(["'self'", sha('terms()')]);
    // Anything else: a fresh nonce, which Next finds in the request's header.
    const other = send('/no/such/page');
    expect(other.scripts).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      sha('notFound()'),
    ]);
    expect(other.toNext).toBe(other.sent);
    expect(send('/no/such/page').scripts[1]).not.toBe(other.scripts[1]);
    // A form posted to a prerendered page without JavaScript is rendered per request.
    const posted = send('/t&c', 'POST');
    expect(posted.scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-/), sha('terms()')]);
    expect(posted.toNext).toBe(posted.sent);
  });

  it('leaves build assets alone', () => {
    manifest({});
    const step = createCspStep(readPrerenderedScripts(dist));
    const { req, res } = request('/_next/static/chunks/a.js');
    expect(step(req, res)).toBe(true);
    expect(res.getHeader('content-security-policy')).toBeUndefined();
  });

  it('turns a client-side navigation into a page needing more hosts into a full page load', () => {
    manifest({});
    const step = createCspStep(readPrerenderedScripts(dist));
    const nav = (url: string, referer?: string) => {
      const { req, res } = request(url, { rsc: '1', ...(referer ? { referer } : {}) });
      return { handled: !step(req, res), status: res.statusCode };
    };
    expect(nav('/beginer-french', 'https://school.test/')).toEqual({ handled: true, status: 204 });
    expect(nav('/beginer-french')).toEqual({ handled: true, status: 204 });
    expect(nav('/elimentary-french', 'https://school.test/beginer-french')).toEqual({
      handled: false,
      status: 200,
    });
    expect(nav('/ContactUs', 'https://school.test/')).toEqual({ handled: false, status: 200 });
    // Another site's page is no document of ours: its policy does not count.
    expect(nav('/beginer-french', 'https://other.test/beginer-french').handled).toBe(true);
  });
});
