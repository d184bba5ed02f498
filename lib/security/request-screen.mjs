// Requests the production server (scripts/server.mjs) answers itself, with a 4xx, before Next sees
// them: inputs on which Next 16 answers 500 although the fault is the client's (issue 21). No input
// from a client may yield a 5xx: a 5xx says "our fault", sets off alerts, and hides real faults.
// Plain JavaScript with JSDoc types, so the server loads it with no compiler at run time.
//
// - TRACE and TRACK: 405 everywhere (Next answers them on dynamic pages, and 500 on some).
// - Outside /api: OPTIONS gets 204 with Allow (Next answers 500 on static files), and methods
//   no page or file takes (PUT, DELETE, PATCH...) get 405. Route handlers under /api answer their
//   own OPTIONS and methods.
// - A `next-router-state-tree` header Next's own parser refuses: 400 (Next throws: 500).
// - A server action (by Next's own test: a Next-Action header, or a multipart form POST) whose
//   Origin is not the host Next compares it with (X-Forwarded-Host, else Host), or is no URL: 403
//   (Next throws "Invalid Server Actions request": 500). An action without an Origin goes on, as
//   in Next. (Were `serverActions.allowedOrigins` ever set in next.config.mjs, this would need them
//   too.)
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
import { getServerActionRequestMetadata } from 'next/dist/server/lib/server-action-request-meta.js';

/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {{ method?: string, url?: string, headers: IncomingHttpHeaders }} ScreenRequest */
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} ScreenAnswer */

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const ROUTER_STATE_HEADER = 'next-router-state-tree';

/**
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 * @returns {ScreenAnswer}
 */
function answer(status, text, headers = {}) {
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

/** @param {string | undefined} url */
function pathOf(url) {
  const raw = url ?? '/';
  const q = raw.search(/[?#]/);
  return q === -1 ? raw : raw.slice(0, q);
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
 * The answer to give a request instead of Next's, or null to hand it to Next.
 * @param {ScreenRequest} req
 * @returns {ScreenAnswer | null}
 */
export function screenRequest(req) {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = pathOf(req.url);
  if (method === 'TRACE' || method === 'TRACK') {
    return answer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
  }
  if (!isApiPath(path)) {
    if (method === 'OPTIONS') {
      return { status: 204, headers: { allow: PAGE_METHODS.join(', ') }, body: '' };
    }
    if (!PAGE_METHODS.includes(method)) {
      return answer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
    }
  }
  if (!routerStateValid(req.headers[ROUTER_STATE_HEADER])) return answer(400, 'Bad Request');
  if (!isApiPath(path) && method === 'POST') {
    // (A url-encoded form POST is no action in Next 16: it bails out before the Origin check.)
    const { isFetchAction, isMultipartAction } = getServerActionRequestMetadata(
      /** @type {Parameters<typeof getServerActionRequestMetadata>[0]} */ (
        /** @type {unknown} */ ({ method, headers: req.headers })
      ),
    );
    if ((isFetchAction || isMultipartAction) && !actionOriginAllowed(req.headers)) {
      return answer(403, 'Forbidden');
    }
  }
  return null;
}
