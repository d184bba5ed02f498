// The server's log: one JSON line per event, through pino, to standard output. Each line carries
// the time, the level, this instance's id and, inside a request, the request's id (the one the
// response's X-Request-Id and every error answer show). Both the production server
// (scripts/server.mjs) and the app's code use this module; plain JavaScript, so the server loads
// it without a compiler.
//
// What goes in: what happened and where (a handler's tag, a path without its query), never a
// request's body, headers, cookies or query string, and never a person's e-mail, phone, name,
// password, token or transfer reference. Errors are logged with their stack.
import { format } from 'node:util';
import pino from 'pino';
import { currentInstance, currentRequestId } from './process-state.mjs';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

// What a message may carry although nobody meant to log it (an SMTP server's refusal names the
// recipient, a payment error its reference): e-mail addresses, the school's codes (enrolment
// references FS-…, certificate ids FSC-…), and runs of ten digits or more (phone numbers, bank
// transfer UTRs). Each is replaced by what it is.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const SCHOOL_CODE = /\bFSC?-[23456789A-Z]{8,10}\b/g;
const LONG_NUMBER = /(?<![\w.:/-])\+?\d(?:[ -]?\d){9,17}(?![\w.:/])/g;

/**
 * A text with the personal data it may carry replaced: e-mail addresses, the school's references
 * and long digit runs (phones, transfer UTRs).
 * @param {string} text
 */
export function scrub(text) {
  return text
    .replace(EMAIL, '[email]')
    .replace(SCHOOL_CODE, '[reference]')
    .replace(LONG_NUMBER, '[number]');
}

/** Fields that are ours and never personal: Next's error digest (a number), our ids. */
const KEPT = new Set(['digest', 'requestId', 'instance', 'time']);

/**
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
function scrubDeep(value, depth = 0) {
  if (typeof value === 'string') return scrub(value);
  // An error is scrubbed by its serializer (`err`), which reads what is not enumerable too.
  if (!value || typeof value !== 'object' || value instanceof Error || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, KEPT.has(k) ? v : scrubDeep(v, depth + 1)]),
  );
}

/**
 * LOG_LEVEL when it names a pino level (lib/env.ts validates it), else info; silent under jest
 * unless LOG_LEVEL says otherwise (tests spy on the logger instead).
 */
export function logLevel(value = process.env.LOG_LEVEL) {
  if (value && LEVELS.includes(value)) return value;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * A logger writing JSON lines to `destination` (standard output by default: through
 * process.stdout, so whatever copies the server's output sees them).
 * @param {{ write(line: string): unknown }} [destination]
 * @param {string} [level]
 */
export function createLogger(destination = process.stdout, level = logLevel()) {
  return pino(
    {
      level,
      base: { instance: currentInstance().id },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => /** @type {Record<string, unknown>} */ (scrubDeep(obj)),
      },
      // An error's message, stack and own fields, scrubbed as the rest.
      serializers: { err: (e) => scrubDeep(pino.stdSerializers.err(e)) },
      hooks: {
        logMethod(args, method) {
          const scrubbed = /** @type {Parameters<typeof method>} */ (
            args.map((a) => (typeof a === 'string' ? scrub(a) : a))
          );
          return method.apply(this, scrubbed);
        },
      },
      // Inside a request, its id.
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    /** @type {import('pino').DestinationStream} */ (destination),
  );
}

const KEY = Symbol.for('french-school.logger');
const g = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);

/** The process's logger (one for the server and the app alike). */
export function logger() {
  return (g[KEY] ??= createLogger());
}

/**
 * Logs an error with its stack under a tag (`[outbox] pass failed:`), in place of console.error.
 * @param {string} msg
 * @param {unknown} [err]
 */
export function logError(msg, err) {
  if (err === undefined) logger().error(msg);
  else logger().error({ err }, msg);
}

/**
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logWarn(msg, fields) {
  logger().warn(fields ?? {}, msg);
}

/**
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logInfo(msg, fields) {
  logger().info(fields ?? {}, msg);
}

/**
 * Sends console.error, warn, info, log and debug through the logger, so that what Next and the
 * libraries print (a page that failed to render, with its digest and stack) is a JSON line with
 * the request's id too. An Error among the arguments is logged as `err`, with its stack.
 */
export function routeConsoleToLog() {
  const c = /** @type {Record<string, unknown> & { __toLog?: boolean }} */ (
    /** @type {unknown} */ (console)
  );
  if (c.__toLog) return;
  c.__toLog = true;
  /** @type {[keyof Console, 'error' | 'warn' | 'info' | 'debug'][]} */
  const pairs = [
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'info'],
    ['log', 'info'],
    ['debug', 'debug'],
  ];
  for (const [method, level] of pairs) {
    c[method] = (/** @type {unknown[]} */ ...args) => {
      const err = args.find((a) => a instanceof Error);
      const rest = err ? args.filter((a) => a !== err) : args;
      // Next colours its lines when it thinks it writes to a terminal.
      const msg = format(...rest).replace(/\u001b\[[0-9;]*m/g, '');
      if (err) logger()[level]({ err }, msg || String(/** @type {Error} */ (err).message));
      else logger()[level](msg);
    };
  }
}
