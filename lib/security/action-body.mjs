// The body of a server action, read and checked by the production server (scripts/server.mjs)
// before Next decodes it (issue 47). Next decodes an action's body before any of our code runs,
// and answers 500 to any body it cannot decode (the text `{`, a multipart body cut short, a row
// that is no JSON, a reference to a row the body does not have), and to one over its size limit:
// those are the client's fault, so they get 400 or 413 here. A body that passes is handed to Next
// unchanged, from memory (`replayed`). Plain JavaScript with JSDoc types, loaded with no compiler.
import { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { actionKind, isPossibleAction, screenAnswer } from './request-screen.mjs';

/** @typedef {import('./request-screen.mjs').ScreenAnswer} ScreenAnswer */

/**
 * Next's limit on an action's body (`serverActions.bodySizeLimit`, 1 MB unless next.config.mjs
 * sets it, and it does not). Next answers 500 above it.
 */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * The body, or 'too-large' past `limit` bytes, or 'failed' when the client stopped sending.
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | 'too-large' | 'failed'>}
 */
function readBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    /** @param {Buffer | 'too-large' | 'failed'} r */
    const settle = (r) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(r);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle('too-large');
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => settle(Buffer.concat(chunks)));
    req.once('error', () => settle('failed'));
    req.once('close', () => settle(req.complete ? Buffer.concat(chunks) : 'failed'));
  });
}

// React's reply format (react-server-dom's decodeReply): each row is JSON; a string starting with
// `$` is a value written out (`$u` undefined, `$D` a date, `$n` a BigInt...) or a reference to
// another row by its hexadecimal id (`$@1`, `$Q2`, `$3`...), which the body must then hold, and of
// the kind the tag reads: an array for a Map, a Set or an iterator, a server reference's
// `{ id, bound }`, a file part for a Blob or a typed array.
const SELF_CONTAINED = new Set(['$', 'H', 'T', 'I', 'N', 'u', 'D', 'K']);
const ARRAY_ROWS = new Set([...'QWi']);
const FILE_ROWS = new Set([...'BAOoUSsLlGgMmV']);
const ANY_ROWS = new Set([...'@hRrXx']);

/**
 * A reply's rows: the decoded JSON of a row, or FILE for a file part; undefined when it has none.
 * @typedef {(id: number) => unknown} RowOf
 */
const FILE = Symbol('file');

/**
 * Whether every `$` string in a decoded row is one React can read from this body.
 * @param {unknown} value
 * @param {RowOf} rowOf
 */
function referencesResolve(value, rowOf) {
  /** @type {unknown[]} */
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v[0] !== '$' || v.length < 2) continue;
      const tag = v[1] ?? '';
      if (SELF_CONTAINED.has(tag)) continue;
      if (tag === '-') {
        if (v === '$-0' || v === '$-Infinity') continue;
        return false;
      }
      if (tag === 'n') {
        if (/^-?\d{1,300}$/.test(v.slice(2))) continue;
        return false;
      }
      const tagged = ARRAY_ROWS.has(tag) || FILE_ROWS.has(tag) || ANY_ROWS.has(tag);
      // A reference's id may carry a path into the row (`$1:a:b`); the row is what must exist.
      const id = /^[0-9a-f]+/i.exec(tagged ? v.slice(2) : v.slice(1))?.[0];
      if (!id) return false;
      const row = rowOf(parseInt(id, 16));
      if (row === undefined) return false;
      if (FILE_ROWS.has(tag) !== (row === FILE)) return false;
      if (ARRAY_ROWS.has(tag) && !Array.isArray(row)) return false;
      if (tag === 'h' && typeof (/** @type {{ id?: unknown }} */ (row)?.id) !== 'string') {
        return false;
      }
    } else if (v && typeof v === 'object') {
      for (const item of Object.values(v)) stack.push(item);
    }
  }
  return true;
}

/**
 * The parts of a multipart body, or null when busboy cannot split it (as Next's would not).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {Promise<Map<string, string | null> | null>} field values (a file: null)
 */
function multipartParts(headers, body) {
  return new Promise((resolve) => {
    /** @type {Map<string, string | null>} */
    const parts = new Map();
    let bb;
    try {
      bb = busboy({ headers, defParamCharset: 'utf8', limits: { fieldSize: ACTION_BODY_LIMIT } });
    } catch {
      resolve(null);
      return;
    }
    bb.on('field', (name, value) => parts.set(name, value));
    bb.on('file', (name, stream) => {
      parts.set(name, null);
      // A file part cut short fails its own stream ('Unexpected end of form'), besides busboy:
      // unheard, that error would be thrown out of the event loop.
      stream.on('error', () => resolve(null));
      stream.resume();
    });
    bb.on('error', () => resolve(null));
    bb.once('close', () => resolve(parts));
    bb.end(body);
  });
}

/**
 * The parts of a multipart body as the platform's FormData reads it, or null when it cannot.
 * @param {string} contentType
 * @param {Buffer} body
 * @returns {Promise<Map<string, string | null> | null>} field values (a file: null)
 */
async function formDataParts(contentType, body) {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    /** @type {Map<string, string | null>} */
    const parts = new Map();
    for (const [name, value] of form) parts.set(name, typeof value === 'string' ? value : null);
    return parts;
  } catch {
    return null;
  }
}

/** @param {string} text */
function parsedJson(text) {
  try {
    return { ok: true, value: /** @type {unknown} */ (JSON.parse(text)) };
  } catch {
    return { ok: false, value: undefined };
  }
}

/**
 * A body's rows grouped by the prefix of their names (`` for a fetch action's `0`, `1`...,
 * `$ACTION_3:` for a form's bound arguments `$ACTION_3:0`...): one pass over the parts, so a body
 * of thousands of bound actions costs no more than its size (checking each action's rows by going
 * through every part again took 15 s of the event loop for 1 MB).
 * @param {Map<string, string | null>} parts
 * @returns {Map<string, Map<number, string | null>>}
 */
function rowsByPrefix(parts) {
  /** @type {Map<string, Map<number, string | null>>} */
  const groups = new Map();
  for (const [name, value] of parts) {
    const m = /^(.*?)(\d+)$/s.exec(name);
    if (!m || /\d$/.test(m[1] ?? '')) continue;
    const prefix = m[1] ?? '';
    let rows = groups.get(prefix);
    if (!rows) groups.set(prefix, (rows = new Map()));
    rows.set(Number(m[2]), value);
  }
  return groups;
}

/**
 * Whether the rows of one prefix (row 0 the arguments) are JSON whose references resolve.
 * @param {Map<number, string | null> | undefined} named the rows by id (`rowsByPrefix`)
 */
function rowsReadable(named) {
  if (typeof named?.get(0) !== 'string') return false;
  /** @type {Map<number, unknown>} */
  const rows = new Map();
  for (const [id, value] of named) {
    if (value === null) {
      rows.set(id, FILE);
      continue;
    }
    const row = parsedJson(value);
    if (!row.ok) return false;
    rows.set(id, row.value);
  }
  /** @type {RowOf} */
  const rowOf = (id) => rows.get(id);
  for (const row of rows.values()) {
    if (row !== FILE && !referencesResolve(row, rowOf)) return false;
  }
  return true;
}

/**
 * Whether Next can decode an action's body: a fetch action's rows (text, or multipart fields
 * named by number), or a form action's bound arguments (`$ACTION_REF_n` with its `$ACTION_n:` rows).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 */
export async function actionBodyReadable(headers, body) {
  const { isFetchAction, isMultipartAction, isURLEncodedAction } = actionKind('POST', headers);
  if (isURLEncodedAction) return true; // Next does not decode these (no action)
  if (!isMultipartAction) {
    if (!isFetchAction) return true;
    return rowsReadable(new Map([[0, body.toString('utf8')]]));
  }
  // Next splits a fetch action's multipart body with busboy, a form's with the platform's FormData
  // (undici), which refuses some bodies busboy takes: each is checked with the one Next uses.
  const parts = isFetchAction
    ? await multipartParts(headers, body)
    : await formDataParts(headers['content-type'] ?? '', body);
  if (!parts) return false;
  const groups = rowsByPrefix(parts);
  if (isFetchAction) return rowsReadable(groups.get(''));
  for (const name of parts.keys()) {
    if (
      name.startsWith('$ACTION_REF_') &&
      !rowsReadable(groups.get(`$ACTION_${name.slice(12)}:`))
    ) {
      return false;
    }
  }
  return true;
}

/**
 * The request again, with `body` to read: what Next gets once the body has been read here.
 * @param {IncomingMessage} req
 * @param {Buffer} body
 */
export function replayed(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.complete = true;
  if (body.length) copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * For a server action: its body read and checked, and the request to hand to Next, or the answer
 * to give instead. Any other request is handed on as it is, unread.
 * @param {IncomingMessage} req
 * @returns {Promise<{ answer: ScreenAnswer } | { req: IncomingMessage }>}
 */
export async function screenActionBody(req) {
  if (!isPossibleAction(req)) return { req };
  const body = await readBody(req, ACTION_BODY_LIMIT);
  if (body === 'too-large') {
    return { answer: screenAnswer(413, 'Content Too Large', { connection: 'close' }) };
  }
  if (body === 'failed') return { answer: screenAnswer(400, 'Bad Request') };
  if (!(await actionBodyReadable(req.headers, body))) {
    return { answer: screenAnswer(400, 'Bad Request') };
  }
  return { req: replayed(req, body) };
}
