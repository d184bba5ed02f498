import { createHash } from 'node:crypto';
import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import zlib from 'node:zlib';
import {
  canNavigateInPlace,
  extraDirectivesFor,
  inlineScriptHashes,
  policyFor,
} from '@/lib/security/csp.mjs';
import { createCspStep } from '@/lib/security/csp-step.mjs';
import { PAYMENT_STEP } from '@/lib/payments/payment-path';

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

  it('lets the course player frame the YouTube and Vimeo players of class recordings only', () => {
    expect(parse(policyFor('/french-course-layout', [])).get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    for (const path of ['/', '/dashboard', '/beginer-french', '/french-course-layoutx']) {
      expect(policyFor(path, [])).not.toContain('player.vimeo.com');
    }
    expect(canNavigateInPlace('/dashboard', '/french-course-layout')).toBe(false);
  });

  const withEnv = (vars: Record<string, string | undefined>, run: () => void) => {
    const saved = { ...process.env };
    Object.assign(process.env, vars);
    for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
    try {
      run();
    } finally {
      process.env = saved;
    }
  };
  const keys = { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret_x' };

  it('allows no payment host anywhere while Razorpay is not configured', () => {
    withEnv({ RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined }, () => {
      for (const path of [
        '/checkout',
        '/detail-verification',
        PAYMENT_STEP,
        '/payment-sucessfull',
        '/',
      ]) {
        expect(policyFor(path, [])).not.toContain('razorpay');
        expect(parse(policyFor(path, [])).get('script-src')).toEqual(["'self'"]);
      }
    });
  });

  it("gives Razorpay's hosts only to the checkout pages, once configured", () => {
    withEnv({ ...keys, RAZORPAY_CHECKOUT_URL: undefined, RAZORPAY_API_BASE: undefined }, () => {
      for (const path of [
        '/checkout',
        '/detail-verification',
        PAYMENT_STEP,
        '/payment-sucessfull',
      ]) {
        const p = parse(policyFor(path, ["'nonce-x'"]));
        expect(p.get('script-src')).toEqual([
          "'self'",
          'https://checkout.razorpay.com',
          "'nonce-x'",
        ]);
        expect(p.get('frame-src')).toEqual(
          expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']),
        );
        expect(p.get('connect-src')).toContain("'self'");
      }
      for (const path of ['/', '/beginer-french', '/checkoutx', '/detail-verificationx']) {
        expect(policyFor(path, [])).not.toContain('razorpay');
      }
    });
  });

  it('allows a configured Razorpay stand-in instead, on the payment pages only', () => {
    withEnv(
      {
        ...keys,
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4999/v1/checkout.js',
        RAZORPAY_API_BASE: 'http://127.0.0.1:4999',
      },
      () => {
        // The payment step's address as its pages build it (lib/payments/payment-path.ts).
        expect(PAYMENT_STEP).toBe('/detail-verification/payment');
        const p = parse(policyFor(PAYMENT_STEP, []));
        for (const d of ['script-src', 'connect-src', 'frame-src'])
          expect(p.get(d)).toContain('http://127.0.0.1:4999');
        expect(policyFor(PAYMENT_STEP, [])).not.toContain('razorpay.com');
        expect(policyFor('/', [])).not.toContain('4999');
      },
    );
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
    const saved = { ...process.env };
    Object.assign(process.env, { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret_x' });
    try {
      expect(canNavigateInPlace('/beginer-french', '/checkout')).toBe(false);
      // The details form's step to the payment step stays in the page; a link from elsewhere loads it.
      expect(canNavigateInPlace('/detail-verification', PAYMENT_STEP)).toBe(true);
      expect(canNavigateInPlace('/dashboard', PAYMENT_STEP)).toBe(false);
    } finally {
      process.env = saved;
    }
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
  /**
   * The step in front of a stand-in for Next: it answers like Next does for a page it serves from
   * its cache (`x-nextjs-prerender`, here with the given body, optionally gzip as Next compresses)
   * or for a page it renders for the request (echoing the nonce it finds in the request's policy).
   */
  async function serve(
    answer: (req: IncomingMessage, res: ServerResponse) => void,
    run: (base: string) => Promise<void>,
  ) {
    const step = createCspStep();
    const server = http.createServer((req, res) => {
      if (step(req, res)) answer(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }
  const page = (n: number) =>
    `<!DOCTYPE html><html><head><script src="/_next/static/a.js" async=""></script></head>` +
    `<body><p>v${n}</p><script>self.__next_f.push([1,"v${n}"])</script>` +
    `<script id="_R_">self.r=${n}</script></body></html>`;
  const etagOf = (html: string) =>
    `"${createHash('sha1').update(html).digest('hex').slice(0, 12)}"`;
  const cached = (
    body: () => string,
    {
      gzip = false,
      status = 200,
      etag = etagOf,
    }: { gzip?: boolean; status?: number; etag?: (html: string) => string } = {},
  ) =>
    function (req: IncomingMessage, res: ServerResponse) {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', etag(body()));
      res.setHeader('x-nextjs-prerender', '1');
      res.setHeader('x-nextjs-cache', 'HIT');
      const html = Buffer.from(body());
      if (gzip) {
        res.setHeader('content-encoding', 'gzip');
        const z = zlib.gzipSync(html);
        // As compression does: headers first, then the body in pieces.
        res.writeHead(status);
        res.write(z.subarray(0, 10));
        res.end(z.subarray(10));
      } else {
        res.setHeader('content-length', html.length);
        res.end(html);
      }
    };

  it('gives a cached page the hashes of exactly its own scripts, however Next sends it', async () => {
    let version = 1;
    for (const gzip of [false, true]) {
      await serve(
        cached(() => page(version), { gzip }),
        async (base) => {
          for (const v of [1, 2]) {
            version = v; // as after revalidatePath: the same URL, new inline scripts
            const res = await fetch(base + '/faqs?utm=1');
            const html = await res.text();
            expect(html).toBe(page(v));
            const scripts = parse(res.headers.get('content-security-policy')!).get('script-src');
            expect(scripts).toEqual([
              "'self'",
              sha(`self.__next_f.push([1,"v${v}"])`),
              sha(`self.r=${v}`),
            ]);
          }
        },
      );
    }
  });

  it('hashes a cached page once per version: the same path and ETag reuse its policy', async () => {
    let version = 3;
    await serve(
      cached(() => page(version), { etag: () => '"same"' }),
      async (base) => {
        const first = (await fetch(base + '/blog')).headers.get('content-security-policy');
        version = 4; // a different page under the same ETag would keep the policy read first
        const second = await fetch(base + '/blog');
        expect(second.headers.get('content-security-policy')).toBe(first);
        expect(first).toContain(sha('self.r=3'));
      },
    );
  });

  it('holds a cached page whatever RSC header comes with it, and resolves dot segments', async () => {
    await serve(
      cached(() => page(5)),
      async (base) => {
        for (const rsc of ['0', '1, 1', '']) {
          const res = await fetch(base + '/faqs', { headers: { rsc } });
          const scripts = parse(res.headers.get('content-security-policy')!).get('script-src');
          expect(scripts).toEqual(["'self'", sha('self.__next_f.push([1,"v5"])'), sha('self.r=5')]);
        }
      },
    );
    // What Next serves as the checkout page is not taken for a build asset.
    const { req, res } = request('/_next/static/../../checkout');
    expect(createCspStep()(req, res)).toBe(true);
    expect(res.getHeader('content-security-policy')).toContain("script-src 'self' 'nonce-");
    const encoded = request('/_next/static/%2e%2e/%2e%2e/checkout');
    expect(createCspStep()(encoded.req, encoded.res)).toBe(true);
    expect(encoded.res.getHeader('content-security-policy')).toBeDefined();
  });

  it('a HEAD of a cached page gets the policy read for its version, or none', async () => {
    await serve(
      cached(() => page(6), { etag: () => '"v6"' }),
      async (base) => {
        const unknown = await fetch(base + '/t&c', { method: 'HEAD' });
        expect(unknown.headers.get('content-security-policy')).toBeNull();
        const got = await fetch(base + '/t&c');
        const policy = got.headers.get('content-security-policy');
        expect(policy).toContain(sha('self.r=6'));
        const head = await fetch(base + '/t&c', { method: 'HEAD' });
        expect(head.headers.get('content-security-policy')).toBe(policy);
      },
    );
  });

  it('sends a page rendered for the request at once, with the nonce Next put on its scripts', async () => {
    await serve(
      (req, res) => {
        const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write(`<script nonce="${nonce}">self.a=1</script>`);
        // The first part has left before the page is complete (it streams).
        setTimeout(() => res.end('<p>rest</p>'), 50);
      },
      async (base) => {
        const res = await fetch(base + '/your-french-level');
        const policy = res.headers.get('content-security-policy')!;
        const scripts = parse(policy).get('script-src')!;
        expect(scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
        expect(await res.text()).toContain(`nonce="${scripts[1]!.slice(7, -1)}"`);
        const again = await fetch(base + '/your-french-level');
        expect(parse(again.headers.get('content-security-policy')!).get('script-src')![1]).not.toBe(
          scripts[1],
        );
      },
    );
  });

  it('an error page gets its hashes and the nonce; a 304 keeps the policy the browser has', async () => {
    await serve(
      cached(() => page(7), { status: 404 }),
      async (base) => {
        const res = await fetch(base + '/no/such/page');
        expect(res.status).toBe(404);
        expect(parse(res.headers.get('content-security-policy')!).get('script-src')).toEqual([
          "'self'",
          sha('self.__next_f.push([1,"v7"])'),
          sha('self.r=7'),
        ]);
      },
    );
    await serve(
      (req, res) => {
        res.setHeader('x-nextjs-prerender', '1');
        res.writeHead(304).end();
      },
      async (base) => {
        const res = await fetch(base + '/faqs');
        expect(res.status).toBe(304);
        expect(res.headers.get('content-security-policy')).toBeNull();
      },
    );
  });

  function request(url: string, headers: Record<string, string> = {}) {
    const req = new IncomingMessage(new Socket());
    req.url = url;
    req.headers = { host: 'school.test', ...headers };
    const res = new ServerResponse(req);
    return { req, res };
  }

  it('leaves build assets alone', () => {
    const { req, res } = request('/_next/static/chunks/a.js');
    expect(createCspStep()(req, res)).toBe(true);
    expect(res.getHeader('content-security-policy')).toBeUndefined();
  });

  it('turns a client-side navigation into a page needing more hosts into a full page load', () => {
    const step = createCspStep();
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
