// Requests the production server (scripts/server.mjs) answers itself, with a 4xx, before Next sees
// them: inputs on which Next 16 answers 500 although the fault is the client's (issues 21 and 47).
// No input from a client may yield a 5xx: a 5xx says "our fault", sets off alerts, and hides real
// faults. Plain JavaScript with JSDoc types, so the server loads it with no compiler at run time.
//
// Every decision is taken on the path Next routes by (`routedPath`): dot segments resolved, as
// Next resolves them, so `/api/../icon.svg` is the icon, not a route handler under /api.
//
// - TRACE and TRACK: 405 everywhere (Next answers them on dynamic pages, and 500 on some).
// - A request target that is no path (`GET *`), or a path whose percent-encoding does not decode
//   (`/blog/%`, `/calendar/%ff.ics`: Next throws a DecodeError and answers 500): 400.
// - A file Next serves as it is (public/, /_next/static/): GET and HEAD only; OPTIONS gets 204 with
//   Allow, other methods 405 (Next answers 500). A Range that is no valid byte range is dropped, so
//   the whole file is served (RFC 9110 lets a server ignore it), and one no byte of the file
//   satisfies gets 416 with Content-Range (Next answers 500 to both).
// - Outside /api: OPTIONS gets 204 with Allow (Next answers 500 on static files), and methods
//   no page or file takes (PUT, DELETE, PATCH...) get 405. Route handlers under /api answer their
//   own OPTIONS and methods.
// - A `next-router-state-tree` header Next's own parser refuses: 400 (Next throws: 500).
// - A server action (by Next's own test: a Next-Action header, or a multipart form POST) whose
//   Origin is not the host Next compares it with (X-Forwarded-Host, else Host), or is no URL: 403
//   (Next throws "Invalid Server Actions request": 500). An action without an Origin goes on, as
//   in Next. (Were `serverActions.allowedOrigins` ever set in next.config.mjs, this would need them
//   too.) A multipart action with no boundary to split its body by: 400 (busboy throws: 500). Its
//   body is checked in lib/security/action-body.mjs.
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
import { getServerActionRequestMetadata } from 'next/dist/server/lib/server-action-request-meta.js';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {{ method?: string, url?: string, headers: IncomingHttpHeaders }} ScreenRequest */
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} ScreenAnswer */
/**
 * The files Next serves as they are: whether a routed, decoded path is one, and its size in bytes
 * (null when it cannot be read).
 * @typedef {{ has(path: string): boolean, size(path: string): number | null }} StaticFiles
 */

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const FILE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const STATIC_PREFIX = '/_next/static/';
const ROUTER_STATE_HEADER = 'next-router-state-tree';

/**
 * A plain-text answer the server gives itself (no-store: it says nothing about the resource).
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 * @returns {ScreenAnswer}
 */
export function screenAnswer(status, text, headers = {}) {
  return {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
    body: `${text}\n`,
  };
}

/**
 * The path Next routes a request by: its URL parsed as Next parses it (`new URL` against a base, so
 * `.`, `..` and their encoded forms are resolved), without query or fragment, still encoded. Null
 * for a request target that is no path (`*`, or an absolute URL that does not parse).
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function routedPath(url) {
  const raw = url ?? '/';
  try {
    return raw.startsWith('/') ? new URL(`http://n${raw}`).pathname : new URL(raw).pathname;
  } catch {
    return null;
  }
}

/** @param {string} p */
function decodedPath(p) {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

/** Paths with a backslash or a double slash: Next redirects them (308) before anything else. */
const redirectedByNext = (/** @type {string} */ url) =>
  /[\\]|\/\//.test(url.split('?', 1)[0] ?? '');

/**
 * The files of `dir/public` (read once, as Next reads them at start) and of the build's
 * `.next/static` (looked up when asked: a new build brings new ones).
 * @param {string} dir the project's directory
 * @returns {StaticFiles}
 */
export function staticFilesOf(dir) {
  const publicDir = path.join(dir, 'public');
  const builtDir = path.join(dir, '.next', 'static');
  /** @type {Map<string, string>} */
  const publicFiles = new Map();
  /** @param {string} d @param {string} prefix */
  const walk = (d, prefix) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full, `${prefix}/${e.name}`);
      else publicFiles.set(`${prefix}/${e.name}`, full);
    }
  };
  walk(publicDir, '');
  /** @param {string} p */
  const fileOf = (p) => {
    if (publicFiles.has(p)) return publicFiles.get(p);
    if (!p.startsWith(STATIC_PREFIX)) return undefined;
    const full = path.join(builtDir, p.slice(STATIC_PREFIX.length));
    return full.startsWith(builtDir + path.sep) ? full : undefined;
  };
  return {
    has: (p) => publicFiles.has(p) || p.startsWith(STATIC_PREFIX),
    size: (p) => {
      const file = fileOf(p);
      if (!file) return null;
      try {
        const st = statSync(file);
        return st.isFile() ? st.size : null;
      } catch {
        return null;
      }
    },
  };
}

/** Only the build's static folder, for callers that do not say where the files are. */
const BUILT_ONLY = /** @type {StaticFiles} */ ({
  has: (p) => p.startsWith(STATIC_PREFIX),
  size: () => null,
});

/**
 * A Range header's byte ranges, as RFC 9110 writes them, or null when it is no valid `bytes=` set.
 * @param {string} value
 * @returns {{ first: number | null, last: number | null }[] | null}
 */
export function byteRanges(value) {
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(value);
  if (!m?.[1]) return null;
  const out = [];
  for (const part of m[1].split(',')) {
    const spec = part.trim();
    if (!spec) continue;
    const r = /^(\d*)-(\d*)$/.exec(spec);
    if (!r || (!r[1] && !r[2])) return null;
    const first = r[1] ? Number(r[1]) : null;
    const last = r[2] ? Number(r[2]) : null;
    if (first !== null && last !== null && last < first) return null;
    out.push({ first, last });
  }
  return out.length ? out : null;
}

/**
 * What to do with a static file's Range header: null to serve it as asked, 'ignore' for one that
 * is not a valid byte range (the whole file is served), or the 416 answer when no byte of the file
 * satisfies it.
 * @param {string} value
 * @param {number | null} size
 * @returns {ScreenAnswer | 'ignore' | null}
 */
function rangeVerdict(value, size) {
  if (!/^\s*bytes\s*=/i.test(value)) return null; // another unit: Next ignores it
  const ranges = byteRanges(value);
  if (!ranges || size === null) return 'ignore';
  const satisfiable = ranges.some((r) =>
    r.first === null ? (r.last ?? 0) > 0 && size > 0 : r.first < size,
  );
  if (satisfiable) return null;
  return screenAnswer(416, 'Range Not Satisfiable', { 'content-range': `bytes */${size}` });
}

/** @param {string} path */
const isApiPath = (path) => path === '/api' || path.startsWith('/api/');

/** @param {string | string[] | undefined} v */
const first = (v) => (Array.isArray(v) ? v[0] : v);

/**
 * The host Next compares a server action's Origin with: X-Forwarded-Host's first, else Host.
 * @param {IncomingHttpHeaders} headers
 */
function actionHost(headers) {
  const forwarded = first(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return forwarded || first(headers.host);
}

/**
 * Whether a server action's Origin header is one Next would accept (absent counts as accepted).
 * @param {IncomingHttpHeaders} headers
 */
export function actionOriginAllowed(headers) {
  const origin = first(headers.origin);
  if (origin === undefined) return true;
  let host;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return !!host && host === actionHost(headers);
}

/**
 * Whether a router state header is one Next's own parser takes (absent counts as taken).
 * @param {string | string[] | undefined} value
 */
export function routerStateValid(value) {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A multipart Content-Type busboy and the platform's FormData can split: one with a boundary.
 * @param {string | undefined} contentType
 */
export function multipartHasBoundary(contentType) {
  return /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i.test(contentType ?? '');
}

/**
 * The answer to give a request instead of Next's, or null to hand it to Next. May drop a header
 * Next would fail on (a static file's invalid Range).
 * @param {ScreenRequest} req
 * @param {StaticFiles} [files] the files Next serves as they are (`staticFilesOf`)
 * @returns {ScreenAnswer | null}
 */
export function screenRequest(req, files = BUILT_ONLY) {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'TRACE' || method === 'TRACK') {
    return screenAnswer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
  }
  const url = req.url ?? '/';
  if (url === '*' && method === 'OPTIONS') {
    return { status: 204, headers: { allow: PAGE_METHODS.join(', ') }, body: '' };
  }
  const path = routedPath(url);
  if (path === null) return screenAnswer(400, 'Bad Request');
  const decoded = decodedPath(path);
  if (decoded === null) return screenAnswer(400, 'Bad Request');
  // Next redirects these to the path with single slashes first, whatever the method.
  if (redirectedByNext(url)) return null;
  if (files.has(decoded)) {
    if (method === 'OPTIONS') {
      return { status: 204, headers: { allow: FILE_METHODS.join(', ') }, body: '' };
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return screenAnswer(405, 'Method Not Allowed', { allow: FILE_METHODS.join(', ') });
    }
    const range = first(req.headers.range);
    if (range !== undefined) {
      const verdict = rangeVerdict(range, files.size(decoded));
      if (verdict === 'ignore') delete req.headers.range;
      else if (verdict) return verdict;
    }
  }
  if (!isApiPath(path)) {
    if (method === 'OPTIONS') {
      return { status: 204, headers: { allow: PAGE_METHODS.join(', ') }, body: '' };
    }
    if (!PAGE_METHODS.includes(method)) {
      return screenAnswer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
    }
  }
  if (!routerStateValid(req.headers[ROUTER_STATE_HEADER])) return screenAnswer(400, 'Bad Request');
  if (!isApiPath(path) && method === 'POST') {
    // (A url-encoded form POST is no action in Next 16: it bails out before the Origin check.)
    const { isFetchAction, isMultipartAction } = actionKind(method, req.headers);
    if ((isFetchAction || isMultipartAction) && !actionOriginAllowed(req.headers)) {
      return screenAnswer(403, 'Forbidden');
    }
    if (isMultipartAction && !multipartHasBoundary(first(req.headers['content-type']))) {
      return screenAnswer(400, 'Bad Request');
    }
  }
  return null;
}

/**
 * Whether Next takes a request for a server action, by its own test.
 * @param {string} method
 * @param {IncomingHttpHeaders} headers
 */
export function actionKind(method, headers) {
  return getServerActionRequestMetadata(
    /** @type {Parameters<typeof getServerActionRequestMetadata>[0]} */ (
      /** @type {unknown} */ ({ method, headers })
    ),
  );
}

/**
 * Whether a request is one Next may run a server action for: a POST to a page (not under /api,
 * by the routed path) that is a fetch action or a multipart form.
 * @param {ScreenRequest} req
 */
export function isPossibleAction(req) {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'POST') return false;
  const path = routedPath(req.url);
  if (path === null || isApiPath(path)) return false;
  const { isFetchAction, isMultipartAction } = actionKind(method, req.headers);
  return isFetchAction || isMultipartAction;
}
