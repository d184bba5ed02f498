// The production HTTP server: Next's request handler behind a plain Node server, so the client's
// socket address reaches the app in a header no client can set (rate limits and abuse review), and
// each response gets its Content-Security-Policy (lib/security/csp-step.mjs: a nonce for a page
// rendered for the request, the hashes of its own inline scripts for a page Next serves from its
// cache, prerendered or regenerated). Next's build output is served as built, and nothing is
// written into it: compression is Next's own (gzip) plus whatever the proxy or CDN in front adds.
import http from 'node:http';
import next from 'next';
import { createCspStep } from '../lib/security/csp-step.mjs';
import { CLIENT_IP_HEADER } from '../lib/security/client-ip.mjs';
import { screenRequest } from '../lib/security/request-screen.mjs';

export async function startServer({ dir, port, hostname }) {
  // instrumentation-node.ts refuses a production start without this server (`next start`).
  process.env.SCHOOL_SERVER = '1';
  const app = next({ dev: false, dir, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const applyCsp = createCspStep();
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
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
    // Client inputs on which Next would answer 500 get their 4xx here.
    const refused = screenRequest(req);
    if (refused) {
      res.writeHead(refused.status, refused.headers);
      res.end(req.method === 'HEAD' ? undefined : refused.body);
      return;
    }
    if (!applyCsp(req, res)) return;
    handle(req, res).catch((e) => {
      console.error('[server] unhandled error:', e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
