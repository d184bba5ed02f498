// A request's id and the path its log line shows. Plain JavaScript, so the production server
// (scripts/server.mjs) loads it without a compiler; the app reads REQUEST_ID_HEADER.
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '../code-alphabet.mjs';

/**
 * The header our server sets on every request it hands to the app, replacing anything a client sent
 * under that name: the request's id (lib/api/errors.ts puts it in error answers).
 */
export const REQUEST_ID_HEADER = 'x-school-request-id';

/** The id a proxy may send, and the one every response carries. */
export const PROXY_REQUEST_ID_HEADER = 'x-request-id';

/** An id we take from a proxy: 8 to 128 letters, digits, dots, underscores or hyphens. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * A new id a person can read out over the phone: 16 letters of the school's code alphabet (no 0/O,
 * 1/I/L or U), in groups of four (`K7QM-3XPA-9RTB-2HCD`), about 78 random bits.
 */
export function newRequestId() {
  let s = '';
  for (let i = 0; i < 16; i++) {
    if (i && i % 4 === 0) s += '-';
    s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return s;
}

/**
 * The request's id: the proxy's X-Request-Id when a proxy is trusted (TRUST_PROXY=1) and the value
 * is well formed, else a new one. Without a trusted proxy a client's own X-Request-Id is not taken:
 * anyone could then give their requests the id of someone else's.
 * @param {string | string[] | undefined} fromProxy
 * @param {boolean} trustProxy
 */
export function requestIdFrom(fromProxy, trustProxy) {
  const value = Array.isArray(fromProxy) ? fromProxy[0] : fromProxy;
  return trustProxy && value && WELL_FORMED.test(value) ? value : newRequestId();
}

/**
 * Paths whose segments name a person's record or carry a secret: the segment after the prefix is
 * logged as `:id`. (The calendar feed's file name is the learner's private token; an enrolment's
 * reference is what their transfer carries; a certificate's id opens it.)
 */
const PRIVATE_SEGMENT_AFTER = [
  '/calendar/',
  '/certificates/',
  '/admin/enrolments/',
  '/admin/leads/',
  '/api/admin/uploads/',
  '/api/dashboard/certificates/',
  '/api/enrolments/',
  '/api/request-a-callback/',
  '/api/reservations/',
];

/**
 * A segment that may carry personal data or a secret wherever it is: an e-mail address (an @), a
 * phone number (six digits or more, perhaps with separators), or a long token (20 characters or
 * more with a digit).
 * @param {string} segment
 */
function looksPrivate(segment) {
  return (
    segment.includes('@') ||
    /\d(?:[\s().+-]*\d){5,}/.test(segment) ||
    (segment.length >= 20 && /\d/.test(segment))
  );
}

/**
 * The path a log line shows for a request URL: no query string or fragment, and any segment that
 * could identify a person (the routes above, or one that looks like an address, a phone or a token)
 * replaced by `:id`. Static assets (/_next/static/…) are kept as they are.
 * @param {string | undefined} url
 */
export function loggedPath(url) {
  let raw = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  // Dot segments resolved, as Next routes the path (`/x/../calendar/…` is the calendar feed).
  try {
    raw = new URL(raw.startsWith('/') ? `http://n${raw}` : raw, 'http://n').pathname;
  } catch {
    // A path is kept as it came (every segment is still checked below); a request target that is
    // neither a path nor a URL (`http://[::1/`) is named as such, so the line's path is a path.
    if (!raw.startsWith('/')) return '/:unparsed-target';
  }
  if (raw.startsWith('/_next/static/')) return raw.slice(0, 300);
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const segments = decoded.split('/');
  const out = segments.map((s) => (looksPrivate(s) ? ':id' : s));
  const joined = out.join('/');
  for (const prefix of PRIVATE_SEGMENT_AFTER) {
    if (joined.startsWith(prefix) && joined.length > prefix.length) {
      const rest = joined.slice(prefix.length).split('/');
      rest[0] = ':id';
      return (prefix + rest.join('/')).slice(0, 300);
    }
  }
  return joined.slice(0, 300);
}
