// The production server's side of the Content-Security-Policy (scripts/server.mjs calls
// createCspStep for every request). Plain JavaScript, so the server loads it without a compiler.
import zlib from 'node:zlib';
import { canNavigateInPlace, inlineScriptHashes, newNonce, policyFor } from './csp.mjs';

const STATIC_ASSET = /^\/_next\/(?:static|image)\//;

/**
 * A request's path as Next routes it and the policies name it: dot segments resolved (Next
 * resolves them too, so `/_next/static/../../checkout` is the checkout page), decoded, without
 * query, hash or trailing slash.
 * @param {string} url
 */
export function pathOf(url) {
  let raw;
  try {
    raw = new URL(url, 'http://n').pathname;
  } catch {
    raw = url.split(/[?#]/, 1)[0] || '/';
  }
  let p;
  try {
    p = decodeURIComponent(raw);
  } catch {
    p = raw;
  }
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** @param {import('node:http').IncomingMessage} req */
function refererPath(req) {
  const referer = req.headers.referer;
  if (!referer) return '/';
  try {
    const u = new URL(referer);
    return u.host === req.headers.host ? pathOf(u.pathname) : '/';
  } catch {
    return '/';
  }
}

/**
 * The body as the browser will read it, whatever Next compressed it with.
 * @param {Buffer} body
 * @param {unknown} encoding
 */
function decoded(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

/**
 * Policies of cached pages already read, by path and ETag (Next's ETag is a hash of the page's
 * HTML, so the same ETag is the same inline scripts): a page is held and hashed once per version,
 * not on every request. Bounded: the oldest entry goes first.
 * @type {Map<string, string>}
 */
const knownPolicies = new Map();
const KNOWN_POLICIES_MAX = 500;

/** @param {string} key @param {string} policy */
function remember(key, policy) {
  knownPolicies.delete(key);
  knownPolicies.set(key, policy);
  if (knownPolicies.size > KNOWN_POLICIES_MAX) {
    knownPolicies.delete(/** @type {string} */ (knownPolicies.keys().next().value));
  }
}

/**
 * Holds the response until it is complete when it is a page Next serves from its cache, then
 * gives it the policy of exactly the inline scripts it carries. Such a page (prerendered at build,
 * or regenerated at run time by ISR, `revalidatePath` or `revalidateTag`: Next marks all of them
 * `x-nextjs-prerender`) was rendered before this request, so its scripts cannot carry this
 * request's nonce; the same goes for an error page. Anything else (a page rendered for this
 * request, which streams) goes out at once with the nonce policy already set. A 304 sends no
 * policy: the browser keeps the one that came with the page it has.
 * A HEAD of such a page has no body to read: it gets the policy read for that version of the page
 * if there is one, else none (a cache may copy a HEAD's headers onto the page it holds).
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {string} nonceSource
 * @param {boolean} head
 */
function holdCachedPages(res, pathname, nonceSource, head) {
  const { writeHead, write, end } = res;
  /** @type {null | false | { chunks: Buffer[], cached: boolean, key: string | null }} */
  let hold = null;
  const decide = (/** @type {number} */ status) => {
    if (hold !== null) return;
    if (status === 304) {
      res.removeHeader('content-security-policy');
      hold = false;
      return;
    }
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    const cached = res.getHeader('x-nextjs-prerender') !== undefined;
    if (!html || !(cached || status >= 400)) {
      hold = false;
      return;
    }
    const etag = res.getHeader('etag');
    const key = cached && etag ? `${status} ${pathname} ${etag}` : null;
    const known = key ? knownPolicies.get(key) : undefined;
    if (known) {
      res.setHeader('Content-Security-Policy', known);
      hold = false;
      return;
    }
    if (head) {
      if (cached) res.removeHeader('content-security-policy');
      hold = false;
      return;
    }
    hold = { chunks: [], cached, key };
  };
  const chunk = (/** @type {unknown} */ c, /** @type {unknown} */ enc) =>
    Buffer.isBuffer(c)
      ? c
      : typeof c === 'string'
        ? Buffer.from(c, /** @type {BufferEncoding} */ (typeof enc === 'string' ? enc : 'utf8'))
        : Buffer.from(/** @type {Uint8Array} */ (c));

  // writeHead(status[, message][, headers]): the headers join those set so far, so that the
  // decision and the final policy see them all.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...args) {
      if (hold === false) return writeHead.call(res, status, ...args);
      const message = typeof args[0] === 'string' ? args[0] : undefined;
      const headers = /** @type {unknown} */ (message === undefined ? args[0] : args[1]);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      } else if (headers && typeof headers === 'object') {
        for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
      }
      res.statusCode = status;
      if (message !== undefined) res.statusMessage = message;
      decide(status);
      if (hold) return res;
      return writeHead.call(res, status, ...(message === undefined ? [] : [message]));
    }
  );
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ data, /** @type {unknown[]} */ ...rest) {
      decide(res.statusCode);
      if (!hold) return write.call(res, data, ...rest);
      hold.chunks.push(chunk(data, rest[0]));
      const cb = rest.find((r) => typeof r === 'function');
      if (cb) process.nextTick(cb);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide(res.statusCode);
      if (!hold) return end.call(res, ...args);
      const cb = args.find((a) => typeof a === 'function');
      if (args[0] != null && typeof args[0] !== 'function')
        hold.chunks.push(chunk(args[0], args[1]));
      const body = Buffer.concat(hold.chunks);
      let sources = [nonceSource];
      try {
        const hashes = inlineScriptHashes(
          decoded(body, res.getHeader('content-encoding')).toString('utf8'),
        );
        sources = hold.cached ? hashes : [nonceSource, ...hashes];
        if (hold.key) remember(hold.key, policyFor(pathname, sources));
      } catch (e) {
        console.error('[csp] could not read the page to hash its scripts:', e);
      }
      res.setHeader('Content-Security-Policy', policyFor(pathname, sources));
      writeHead.call(res, res.statusCode);
      return end.call(res, body, cb);
    }
  );
}

/**
 * The per-request step of the production server. For each request it:
 * - answers 204 to a client-side navigation (an RSC request) into a page that needs hosts the
 *   current document's policy lacks: Next's router then loads the page in full, with its policy;
 * - gives the request a fresh nonce in a CSP request header, which Next puts on the scripts of a
 *   page it renders for this request, and the response that policy;
 * - for a page Next serves from its cache, or an error page, replaces it with the hashes of that
 *   page's own inline scripts (holdCachedPages).
 * Returns false when it answered the request itself.
 */
export function createCspStep() {
  return function applyCsp(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    const pathname = pathOf(req.url ?? '/');
    if (STATIC_ASSET.test(pathname)) return true;
    // Next takes a request as a client-side navigation only with `RSC: 1` exactly.
    const navigation = req.headers.rsc === '1';
    if (navigation && !canNavigateInPlace(refererPath(req), pathname)) {
      res.writeHead(204, { 'cache-control': 'no-store', vary: 'rsc, referer' }).end();
      return false;
    }
    const nonceSource = `'nonce-${newNonce()}'`;
    const policy = policyFor(pathname, [nonceSource]);
    req.headers['content-security-policy'] = policy;
    res.setHeader('Content-Security-Policy', policy);
    // Every GET and HEAD: only an HTML page from Next's cache (or an error page) is held.
    if (req.method === 'GET' || req.method === 'HEAD') {
      holdCachedPages(res, pathname, nonceSource, req.method === 'HEAD');
    }
    return true;
  };
}
