// Mozilla HTTP Observatory, offline: the scanner (@mdn/mdn-http-observatory, pinned with its lock
// file in scripts/observatory/) installed on demand into node_modules/.cache, a self-signed
// certificate made with openssl, and a local HTTPS front that stands for the deployment's proxy
// (TLS in front of the production server; plain HTTP answers with a redirect to HTTPS).
//
// The scanner is not a dependency of the site: its install scripts build pg-native against libpq,
// which would break `npm install` on a machine without PostgreSQL headers. It needs none of them to
// scan, so it is installed with --ignore-scripts.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

const lockDir = path.join(root, 'scripts', 'observatory');
const pinned = JSON.parse(readFileSync(path.join(lockDir, 'package.json'), 'utf8')).dependencies[
  '@mdn/mdn-http-observatory'
];
const cacheDir = path.join(root, 'node_modules', '.cache', `mdn-http-observatory-${pinned}`);
const npmCli = process.env.npm_execpath?.endsWith('.js') ? process.env.npm_execpath : undefined;

/** Installs the pinned scanner (npm registry only) unless its lock file is installed; returns its package folder. */
export function ensureScanner() {
  const pkg = path.join(cacheDir, 'node_modules', '@mdn', 'mdn-http-observatory');
  const stamp = path.join(cacheDir, '.installed');
  const lock = readFileSync(path.join(lockDir, 'package-lock.json'));
  const want = createHash('sha256').update(lock).digest('hex');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== want) {
    rmSync(cacheDir, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    cpSync(path.join(lockDir, 'package.json'), path.join(cacheDir, 'package.json'));
    writeFileSync(path.join(cacheDir, 'package-lock.json'), lock);
    const args = ['ci', '--prefix', cacheDir, '--ignore-scripts', '--no-audit', '--no-fund'];
    // Under `npm test`, npm's own variables point at the project: this install must not touch it.
    const env = { ...process.env };
    for (const k of Object.keys(env))
      if (/^npm_(config_(local_)?prefix|package_)/i.test(k)) delete env[k];
    const r = npmCli
      ? spawnSync(process.execPath, [npmCli, ...args], { cwd: cacheDir, env, stdio: 'inherit' })
      : spawnSync('npm', args, {
          cwd: cacheDir,
          env,
          stdio: 'inherit',
          shell: process.platform === 'win32',
        });
    if (r.status !== 0) throw new Error(`installing @mdn/mdn-http-observatory@${pinned} failed`);
    writeFileSync(stamp, want + '\n');
  }
  // The HSTS preload list is downloaded by the scanner's own maintenance script, which we do not
  // run (no network); an empty list means "localhost is not preloaded", which is true.
  const preload = path.join(pkg, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return pkg;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 (made by openssl: node's crypto cannot
 * make X.509 certificates). The scan trusts it through NODE_EXTRA_CA_CERTS, as a deployment's
 * clients trust its real certificate.
 * @param {string} dir
 */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      process.env.OPENSSL_PATH || 'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (e) {
    throw new Error(
      `making a self-signed certificate needs openssl (Debian/Ubuntu: sudo apt-get install -y openssl, or set OPENSSL_PATH): ${/** @type {Error} */ (e).message}`,
    );
  }
  return { keyFile, certFile, key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });

/**
 * The deployment's proxy in miniature: HTTPS on `httpsPort` forwarded to the production server at
 * `target` (adding X-Forwarded-Proto, nothing else), and plain HTTP on `httpPort` answering 301 to
 * the same URL over HTTPS.
 * @param {{ target: string, httpsPort: number, httpPort: number, key: Buffer, cert: Buffer }} o
 */
export async function startHttpsFront({ target, httpsPort, httpPort, key, cert }) {
  const upstream = new URL(target);
  const tls = https.createServer({ key, cert }, (req, res) => {
    const up = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, upRes.rawHeaders);
        upRes.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  const redirect = http.createServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    res.writeHead(301, { location: `https://${host}:${httpsPort}${req.url ?? '/'}` }).end();
  });
  await listen(tls, httpsPort);
  await listen(redirect, httpPort);
  return {
    async close() {
      for (const s of [tls, redirect]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}

/**
 * Runs the scanner against https://localhost:httpsPort`pagePath` (and the same path on
 * http://localhost:httpPort for the redirection test) in a child process that trusts `certFile`.
 * Asynchronous on purpose: the front may live in this process, and a synchronous spawn would stop
 * it from answering.
 * @param {{ scannerDir: string, certFile: string, httpsPort: number, httpPort: number,
 *   pagePath?: string }} o
 * @returns {Promise<ScanResult>}
 */
export async function runScan({ scannerDir, certFile, httpsPort, httpPort, pagePath = '/' }) {
  const script = path.join(root, 'scripts', 'lib', 'observatory-scan.mjs');
  const child = spawn(
    process.execPath,
    [script, scannerDir, 'localhost', String(httpsPort), String(httpPort), pagePath],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`the scan failed: ${err || out}`);
  return JSON.parse(out);
}

/**
 * @typedef {{ scan: { grade: string, score: number, testsFailed: number, testsPassed: number,
 *   testsQuantity: number, responseHeaders: Record<string, string> },
 *   tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }} ScanResult
 */

/**
 * One line per test, for the log of a run.
 * @param {ScanResult} result
 */
export function describeScan(result) {
  const lines = [
    `Mozilla HTTP Observatory: ${result.scan.grade} (${result.scan.score}/100), ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
  ];
  for (const [name, t] of Object.entries(result.tests)) {
    const mod = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier);
    lines.push(`  ${t.pass ? 'pass' : 'FAIL'} ${name}: ${t.result} (${mod})`);
  }
  return lines.join('\n');
}
