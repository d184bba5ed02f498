// npm run observatory [-- --url http://localhost:3000] [-- --port 3200] [-- --path /blog]: the
// Mozilla HTTP Observatory grade of the production site, offline. Starts the production server
// (unless --url is given) behind a local HTTPS front with a self-signed certificate (ports --port + 1
// and + 2), scans one page of it (the home page unless --path is given) and prints every test. Exits
// non-zero below A+ or when any test fails or costs points. `npm test` runs it against the
// Playwright server, on the home page and on a page regenerated at run time
// (e2e/observatory.spec.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import {
  describeScan,
  ensureScanner,
  makeCertificate,
  runScan,
  startHttpsFront,
} from './lib/observatory.mjs';
import { root } from '../lib/db/migrate.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('port') ?? 3200);
const pagePath = arg('path') ?? '/';
if (!pagePath.startsWith('/')) {
  console.error(`--path takes a path on the site, such as /blog (given: ${pagePath})`);
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'site-observatory-'));
let server;
let front;
let ok = false;
try {
  const scannerDir = ensureScanner();
  let target = arg('url');
  if (!target) {
    ensureBuild({ testRoutes: 'any' });
    server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${tmp}/o.db`,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
      server.once('exit', (c) => reject(new Error(`server exited (${c})`)));
    });
    target = `http://localhost:${port}`;
  }
  const { key, cert, certFile } = makeCertificate(tmp);
  const httpsPort = port + 1;
  const httpPort = port + 2;
  front = await startHttpsFront({ target, httpsPort, httpPort, key, cert });
  const result = await runScan({ scannerDir, certFile, httpsPort, httpPort, pagePath });
  console.log(`Page scanned: ${pagePath}`);
  console.log(describeScan(result));
  const failing = Object.values(result.tests).filter((t) => !t.pass || t.scoreModifier < 0);
  ok = result.scan.grade === 'A+' && failing.length === 0;
  if (!ok) console.log('Below A+, or a test failing: the target is A+ with every test passing.');
} finally {
  await front?.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  }
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
