// The production HTTP server: Next's request handler behind a plain Node server, so the client's
// socket address reaches the app in a header no client can set (rate limits and abuse review), and
// each response gets its Content-Security-Policy (lib/security/csp-step.mjs: a nonce for a page
// rendered for the request, the hashes of its own inline scripts for a page Next serves from its
// cache, prerendered or regenerated). Next's build output is served as built, and nothing is
// written into it: compression is Next's own (gzip) plus whatever the proxy or CDN in front adds.
// Each request gets an id (X-Request-Id on the response, a header no client can set for the app,
// the log's lines about it) and one JSON log line when it ends; SIGTERM and SIGINT stop the server
// gracefully (see `shutdown` below).
import { readdirSync } from 'node:fs';
import http from 'node:http';
import next from 'next';
import { migrationsDir, providerOf } from '../lib/db/migrate.mjs';
import { logError, logger, routeConsoleToLog } from '../lib/ops/log.mjs';
import {
  isShuttingDown,
  markShuttingDown,
  runShutdownSteps,
  setExpectedMigrations,
  withRequest,
} from '../lib/ops/process-state.mjs';
import {
  loggedPath,
  PROXY_REQUEST_ID_HEADER,
  REQUEST_ID_HEADER,
  requestIdFrom,
} from '../lib/ops/request-log.mjs';
import { createCspStep } from '../lib/security/csp-step.mjs';
import { CLIENT_IP_HEADER } from '../lib/security/client-ip.mjs';
import { screenRequest, staticFilesOf } from '../lib/security/request-screen.mjs';
import { screenActionBody } from '../lib/security/action-body.mjs';

/** Paths the proxy and the supervisor poll: logged at debug level, not info. */
const HEALTH_PATHS = new Set(['/api/health', '/api/health/ready']);

/** The migration folders this build ships, for the readiness check (lib/ops/readiness.ts). */
function shippedMigrations() {
  const dir = migrationsDir(providerOf(process.env.DATABASE_URL || 'file:./data/site.db'));
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export async function startServer({ dir, port, hostname }) {
  // instrumentation-node.ts refuses a production start without this server (`next start`).
  process.env.SCHOOL_SERVER = '1';
  // Everything the process prints (Next's own lines included) is a JSON log line from here on.
  routeConsoleToLog();
  const log = logger();
  setExpectedMigrations(shippedMigrations());
  const trustProxy = process.env.TRUST_PROXY === '1';
  const app = next({ dev: false, dir, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const applyCsp = createCspStep();
  // The files Next serves as they are, for the screen (public/ is read once, as Next reads it).
  const staticFiles = staticFilesOf(dir);
  // Our own timeouts, not Node's defaults: a client that trickles its headers (10 s) is cut off,
  // and a whole request may take 2 minutes at most (a 10 MB CV on a slow mobile line needs that);
  // both checked every 2 s rather than Node's 30. JSON bodies have a 10 s deadline of their own
  // (lib/api.ts). An idle keep-alive connection outlives a load balancer's usual 60 s.
  const options = {
    headersTimeout: 10_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 65_000,
    connectionsCheckingInterval: 2_000,
  };
  const server = http.createServer(options, (req, res) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers[PROXY_REQUEST_ID_HEADER], trustProxy);
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
    res.setHeader('X-Request-Id', requestId);
    // Read from the page's scripts: the error page shows the id (components/layout/request-id.ts).
    res.setHeader('Server-Timing', `rid;desc="${requestId}"`);
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    // One line when the answer is sent (or the client went away first). The path without its
    // query string, and without a segment that could name a person (lib/ops/request-log.mjs).
    const path = loggedPath(req.url);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const line = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (HEALTH_PATHS.has(path)) log.debug(line, 'request');
      else log.info(line, 'request');
      if (closing) setImmediate(() => server.closeIdleConnections());
    };
    res.once('finish', done);
    res.once('close', done);
    withRequest(requestId, async () => {
      // Client inputs on which Next would answer 500 get their 4xx here (a server action's body
      // is read and checked first, then handed to Next from memory).
      const refused = screenRequest(req, staticFiles);
      const screened = refused ? { answer: refused } : await screenActionBody(req);
      if ('answer' in screened) {
        const { status, headers, body } = screened.answer;
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const request = screened.req;
      if (!applyCsp(request, res)) return;
      await handle(request, res);
    }).catch((e) => {
      // Outside the request's context here: its id is named on the line itself.
      log.error({ err: e, requestId }, '[server] unhandled error:');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal Server Error. Quote this reference to the school: ${requestId}\n`);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  const graceMs = Number(process.env.SHUTDOWN_GRACE_S || 10) * 1000;
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_S || 5) * 1000;
  let stopping = false;
  /** Set once the drain is over: from then on no new connection, and idle ones are closed. */
  let closing = false;
  /**
   * A graceful stop: the instance turns not ready at once (/api/health/ready answers 503) and,
   * for SHUTDOWN_DRAIN_S seconds, still serves what arrives, so the proxy's health checks take it
   * out of rotation before anything is refused: a proxy cannot always send a refused or cut request
   * elsewhere (Caddy 2.6 answers a form's POST 502 then), and an idle keep-alive connection closed
   * under it could be the one it picks. Then it takes no new connection (a client gets "connection
   * refused"), closes its idle keep-alive connections, and lets the requests in flight finish, for
   * SHUTDOWN_GRACE_S seconds at most (then their connections are closed). Then the background
   * workers finish the pass they are in and start no other, this instance's row is marked stopped,
   * the database connections close, and the process exits 0. Should that last part hang, it exits
   * 1 thirty seconds later.
   * @param {NodeJS.Signals} signal
   */
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    log.info(
      { signal, drainS: drainMs / 1000, graceS: graceMs / 1000 },
      'shutting down: not ready, then finishing the requests in flight',
    );
    setTimeout(
      () => {
        log.error('shutdown: the background work did not end in time; exiting');
        process.exit(1);
      },
      drainMs + graceMs + 30_000,
    ).unref();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    closing = true;
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    server.closeIdleConnections();
    let graceTimer;
    const graceOver = new Promise((resolve) => {
      graceTimer = setTimeout(() => resolve(false), graceMs);
    });
    const inTime = await Promise.race([closed, graceOver]);
    clearTimeout(graceTimer);
    if (!inTime) {
      log.warn(
        'shutdown: requests still running after the grace period; closing their connections',
      );
      server.closeAllConnections();
      await closed;
    }
    await runShutdownSteps((name, e) => logError(`[shutdown] ${name} failed:`, e));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}
