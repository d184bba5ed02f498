// What the production server (scripts/server.mjs, plain Node) and the app's code (bundled by Next,
// loaded into the same process) share: this instance's id, whether it is shutting down, what runs
// at shutdown, and the request being served. Each side loads its own copy of this module, so the
// state lives on globalThis under one registered symbol. Plain JavaScript with JSDoc types, so the
// server loads it without a compiler.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** @typedef {{ requestId: string }} RequestContext */
/** @typedef {{ name: string, run: () => Promise<unknown> }} ShutdownStep */
/**
 * @typedef {{
 *   instance: { id: string, startedAt: Date },
 *   shuttingDown: boolean,
 *   steps: ShutdownStep[],
 *   requests: AsyncLocalStorage<RequestContext>,
 *   migrations: string[] | null,
 * }} ProcessState
 */

const KEY = Symbol.for('french-school.process-state');

/**
 * The instance as lib/ops/instance-id.ts keeps it (globalThis.__instance), made here when the
 * server is first.
 */
function sharedInstance() {
  const g = /** @type {{ __instance?: { id: string, startedAt: Date } }} */ (globalThis);
  return (g.__instance ??= {
    id: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    startedAt: new Date(),
  });
}

/** @returns {ProcessState} */
function state() {
  const g = /** @type {Record<symbol, ProcessState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (g[KEY] ??= {
    instance: sharedInstance(),
    shuttingDown: false,
    steps: [],
    requests: new AsyncLocalStorage(),
    migrations: null,
  });
}

/** This process's instance: its id (host:pid:random) and when it started, made once. */
export function currentInstance() {
  return state().instance;
}

/** Whether this instance has been told to stop (it is then no longer ready for traffic). */
export function isShuttingDown() {
  return state().shuttingDown;
}

/** The signal handler's first act: from now on the instance is not ready and starts no new work. */
export function markShuttingDown() {
  state().shuttingDown = true;
}

/**
 * Something to do when the instance stops, once the server has stopped taking requests (the app's
 * background workers, its instance row, its database connections). Steps run in the order added.
 * @param {string} name
 * @param {() => Promise<unknown>} run
 */
export function onShutdown(name, run) {
  const s = state();
  if (!s.steps.some((x) => x.name === name)) s.steps.push({ name, run });
}

/**
 * Runs the shutdown steps in order; a step that fails is reported to `failed` and the next runs.
 * @param {(name: string, error: unknown) => void} failed
 */
export async function runShutdownSteps(failed) {
  for (const step of state().steps.splice(0)) {
    try {
      await step.run();
    } catch (e) {
      failed(step.name, e);
    }
  }
}

/**
 * The migration folders this build ships, as the server read them at start (the readiness check
 * compares them with the database's); null outside the production server.
 */
export function expectedMigrations() {
  return state().migrations;
}

/** @param {string[]} names */
export function setExpectedMigrations(names) {
  state().migrations = [...names];
}

/** Tests: back to a serving instance with no shutdown steps. */
export function resetShutdownForTests() {
  const s = state();
  s.shuttingDown = false;
  s.steps = [];
}

/**
 * Runs `fn` as the handling of one request: code it calls (the app's handlers, the logger) reads
 * the request's id with `currentRequestId()`.
 * @template T
 * @param {string} requestId
 * @param {() => T} fn
 * @returns {T}
 */
export function withRequest(requestId, fn) {
  return state().requests.run({ requestId }, fn);
}

/** The id of the request being handled, or undefined outside one (a background job, a test). */
export function currentRequestId() {
  return state().requests.getStore()?.requestId;
}
