import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startOwnServer } from './own-server';

// The deployment of deploy/, run: Caddy (deploy/Caddyfile.two-instances, with its internal CA in
// place of a public one) in front of two instances of the production build on one PostgreSQL
// database, each started as npm start starts it and listening on 127.0.0.1 only. Through Caddy
// over HTTPS, pages, a lead form and the sign-in work and the app sees the visitor's address
// (TRUST_PROXY=1); then each instance in turn gets SIGTERM and is started again while page loads
// and lead submissions flow, and no request fails and every lead answered 201 is stored.

const root = path.join(__dirname, '..');
/** Caddy on the PATH (.ci/run installs Debian's). */
const caddyBin = (process.env.PATH ?? '/usr/bin:/bin')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'caddy'))
  .find((file) => existsSync(file));
const SITE = 'school.example.com';
const SALT = randomBytes(16).toString('hex');

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** npm start's Node options and environment (package.json "start"), as the systemd unit runs it. */
function startCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startCommand } from './scripts/lib/start-command.mjs';
       process.stdout.write(JSON.stringify(startCommand()));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type Deployment = {
  dir: string;
  dbName: string;
  adminUrl: string;
  databaseUrl: string;
  ports: [number, number];
  httpPort: number;
  httpsPort: number;
  instances: (ChildProcess | undefined)[];
  /** Each instance's standard output since it was last started. */
  output: string[];
  caddy?: ChildProcess;
  caddyLog: string;
  ca?: string;
  agent?: https.Agent;
};

const d: Deployment = {
  dir: '',
  dbName: `e2e_deploy_${process.pid}_${Date.now()}`,
  adminUrl: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  databaseUrl: '',
  ports: [0, 0],
  httpPort: 0,
  httpsPort: 0,
  instances: [],
  output: ['', ''],
  caddyLog: '',
};

async function sql<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: d.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function admin(text: string) {
  const client = new Client({ connectionString: d.adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function instanceEnv(): Record<string, string> {
  return {
    ...startCommand().env,
    DATABASE_URL: d.databaseUrl,
    // What deploy/french-school@.service and deploy/site.env.example set.
    LISTEN_ADDRESS: '127.0.0.1',
    TRUST_PROXY: '1',
    SITE_URL: `https://localhost:${d.httpsPort}`,
    IP_HASH_SALT: SALT,
    // The stream below sends more than a visitor would; the limits are not what is tested here.
    RATE_LIMIT_PER_IP_10_MIN: '1000000',
    RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
    SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
    SPAM_MIN_FILL_MS: '0',
  };
}

async function startInstance(i: 0 | 1) {
  d.output[i] = '';
  const child = await startOwnServer(d.ports[i], instanceEnv(), {
    quiet: true,
    nodeArgs: startCommand().nodeArgs,
  });
  child.stdout!.on('data', (chunk) => (d.output[i] += String(chunk)));
  d.instances[i] = child;
  return child;
}

/** A request straight to an instance (not through Caddy). */
function direct(
  port: number,
  pathname: string,
  { address = '127.0.0.1', headers = {} as Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: address, port, path: pathname, headers, timeout: 5_000 };
    const req = http.get(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/** A request through Caddy over HTTPS, trusting only Caddy's own CA. */
function viaCaddy(
  method: string,
  pathname: string,
  {
    body,
    headers = {},
    localAddress,
  }: { body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: d.httpsPort,
        method,
        path: pathname,
        ca: d.ca,
        agent: localAddress ? undefined : d.agent,
        localAddress,
        timeout: 30_000,
        headers: {
          host: `localhost:${d.httpsPort}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

function leadBody(email: string) {
  return JSON.stringify({
    name: 'Rolling Restart',
    email,
    subject: '',
    purpose: 'General enquiry',
    message: 'Sent while an instance restarts; kept if it was answered 201.',
    contactingFor: 'Leave us a message',
  });
}

/** The deployed Caddyfile with this test's site address, instances and ports. */
function caddyfile(deployed: string) {
  const source = readFileSync(path.join(root, 'deploy', deployed), 'utf8');
  expect(source).toContain(SITE);
  return source
    .replaceAll(SITE, 'localhost')
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${d.ports[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${d.ports[1]}`)
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${d.ports[0]}`);
}

/**
 * Caddy's global options for the test: certificates from its internal CA (the deployed file gets
 * public ones), no admin endpoint, everything it stores in the test's folder.
 */
function testGlobals(storage: string) {
  return `{
	admin off
	local_certs
	skip_install_trust
	http_port ${d.httpPort}
	https_port ${d.httpsPort}
	storage file_system ${storage}
}
`;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!caddyBin) throw new Error('The deployment test needs Caddy 2.6+ (apt-get install caddy)');
  d.dir = mkdtempSync(path.join(os.tmpdir(), 'site-deploy-'));
  [d.ports[0], d.ports[1], d.httpPort, d.httpsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  try {
    await admin(`CREATE DATABASE "${d.dbName}"`);
  } catch (e) {
    // As jest does (__tests__/support/global-setup.js): PostgreSQL is required unless
    // TEST_SQLITE_ONLY=1 says on purpose that there is none.
    test.skip(process.env.TEST_SQLITE_ONLY === '1', 'TEST_SQLITE_ONLY=1 and no PostgreSQL');
    throw e;
  }
  const url = new URL(d.adminUrl);
  url.pathname = `/${d.dbName}`;
  d.databaseUrl = url.href;

  // Both instances start at once (each migrates under PostgreSQL's advisory lock), and Caddy too.
  const storage = path.join(d.dir, 'caddy');
  mkdirSync(storage);
  const config = path.join(d.dir, 'Caddyfile');
  writeFileSync(config, testGlobals(storage) + caddyfile('Caddyfile.two-instances'));
  const caddy = spawn(caddyBin, ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: d.dir,
    // Nothing written to the real home: Caddy's data and config folders are the test's.
    env: {
      ...process.env,
      HOME: d.dir,
      XDG_DATA_HOME: path.join(d.dir, 'data'),
      XDG_CONFIG_HOME: path.join(d.dir, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  d.caddy = caddy;
  caddy.on('error', (e) => (d.caddyLog += `${e}\n`));
  caddy.stdout!.on('data', (c) => (d.caddyLog += String(c)));
  caddy.stderr!.on('data', (c) => (d.caddyLog += String(c)));
  await Promise.all([startInstance(0), startInstance(1)]);

  const rootCert = path.join(storage, 'pki', 'authorities', 'local', 'root.crt');
  await expect
    .poll(
      () => {
        if (caddy.exitCode !== null) throw new Error(`Caddy stopped:\n${d.caddyLog}`);
        return existsSync(rootCert);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  d.ca = readFileSync(rootCert, 'utf8');
  d.agent = new https.Agent({ keepAlive: true, ca: d.ca });
  await expect
    .poll(() => viaCaddy('GET', '/api/health/ready').then((r) => r.status, String), {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('caddy.log', { body: d.caddyLog, contentType: 'text/plain' });
  for (const i of [0, 1]) {
    await testInfo.attach(`instance-${i}.log`, { body: d.output[i]!, contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  d.agent?.destroy();
  const stopping = [...d.instances, d.caddy]
    .filter((c): c is ChildProcess => !!c && c.exitCode === null && c.signalCode === null)
    .map((c) => {
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 20_000);
      return exited.then(() => clearTimeout(timer));
    });
  await Promise.all(stopping);
  if (d.databaseUrl) await admin(`DROP DATABASE IF EXISTS "${d.dbName}" WITH (FORCE)`);
  if (d.dir) rmSync(d.dir, { recursive: true, force: true });
});

test('through Caddy over HTTPS: pages, health, HTTP to HTTPS, and the instances only on 127.0.0.1', async () => {
  for (const pathname of ['/', '/ContactUs', '/beginer-french', '/log-in']) {
    const res = await viaCaddy('GET', pathname, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status, pathname).toBe(200);
    expect(res.headers['content-type'], pathname).toMatch(/^text\/html/);
    // The app's own headers arrive through Caddy.
    expect(res.headers['content-security-policy'], pathname).toMatch(/script-src/);
    expect(res.headers['strict-transport-security'], pathname).toBeTruthy();
    expect(res.headers['content-encoding'], pathname).toBe('gzip');
  }
  // Caddy's own redirect from plain HTTP.
  const plain = await direct(d.httpPort, '/ContactUs', {
    headers: { host: `localhost:${d.httpPort}` },
  });
  expect(plain.status).toBe(308);
  // (to port 443: the test's port is not the site's)
  expect(plain.headers.location).toMatch(/^https:\/\/localhost(?::\d+)?\/ContactUs$/);

  // Each response carries the id Caddy gave its request; a visitor cannot choose it.
  const chosen = 'visitor-chosen-id-0001';
  const res = await viaCaddy('GET', '/api/health', { headers: { 'x-request-id': chosen } });
  expect(res.status).toBe(200);
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  expect(res.headers['x-request-id']).not.toBe(chosen);

  // The one-instance Caddyfile is valid for this Caddy too, with the same health check.
  const single = path.join(d.dir, 'Caddyfile.single');
  writeFileSync(single, testGlobals(path.join(d.dir, 'caddy')) + caddyfile('Caddyfile'));
  const adapted = execFileSync(caddyBin!, ['adapt', '--config', single, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env: { ...process.env, HOME: d.dir, XDG_DATA_HOME: path.join(d.dir, 'data') },
  });
  expect(JSON.parse(adapted).apps.http.servers.srv0.routes[0].handle[0].routes[0].handle).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        handler: 'reverse_proxy',
        health_checks: expect.objectContaining({
          active: expect.objectContaining({ uri: '/api/health/ready' }),
        }),
      }),
    ]),
  );

  // LISTEN_ADDRESS=127.0.0.1: the instances answer there and nowhere else.
  for (const port of d.ports) {
    expect((await direct(port, '/api/health')).status).toBe(200);
    await expect(direct(port, '/api/health', { address: '127.0.0.2' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  }
});

test('through Caddy: a visitor sends the contact form, creates an account and signs in', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: `https://localhost:${d.httpsPort}`,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  try {
    const email = `deploy-form-${Date.now()}@example.com`;
    await page.goto('/ContactUs');
    const form = page.getByRole('form', { name: 'Leave a message for us' });
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Kapoor');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('combobox', { name: 'Purpose' }).click();
    await page.getByRole('option', { name: 'Course and batch details' }).click();
    await form.getByLabel('Message').fill('Is there a weekend A1 batch?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    const rows = await sql<{ status: string; page: string }>(
      `SELECT "status", "page" FROM "Lead" WHERE "email" = $1`,
      [email],
    );
    expect(rows).toEqual([{ status: 'new', page: '/ContactUs' }]);

    // An account, then the sign-in form: a Secure session cookie (SITE_URL is https) and the
    // dashboard.
    const account = `deploy-learner-${Date.now()}@example.com`;
    const password = 'Bonjour#2025';
    const signUp = await page.request.post('/api/account/sign-up', {
      data: { fullName: 'Meera Kapoor', email: account, password, confirmPassword: password },
      headers: { origin: `https://localhost:${d.httpsPort}` },
    });
    expect(signUp.status()).toBe(201);
    await context.clearCookies();
    await page.goto('/log-in');
    const signIn = page.getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(account);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    const cookie = (await context.cookies()).find(
      (c) => c.name === '__Secure-next-auth.session-token',
    );
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
  } finally {
    await context.close();
  }
});

test('with TRUST_PROXY=1 the app stores the address Caddy saw, not one the visitor wrote', async () => {
  // The visitor connects from 127.0.0.5; Caddy reaches the instances from 127.0.0.1.
  const email = `deploy-address-${Date.now()}@example.com`;
  const res = await viaCaddy('POST', '/api/form/leaveUsAMessage', {
    body: leadBody(email),
    headers: { 'x-forwarded-for': '203.0.113.9', origin: `https://localhost:${d.httpsPort}` },
    localAddress: '127.0.0.5',
  });
  expect(res.status, res.body).toBe(201);
  const [row] = await sql<{ ipHash: string }>(`SELECT "ipHash" FROM "Lead" WHERE "email" = $1`, [
    email,
  ]);
  const hash = (ip: string) =>
    createHash('sha256').update(`${SALT}:${ip}`).digest('hex').slice(0, 32);
  expect(row?.ipHash).toBe(hash('127.0.0.5'));
});

test('a rolling restart under a stream of page loads and lead submissions: no request fails, every 201 is stored', async () => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const sent = new Set<string>();
  const acknowledged = new Set<string>();
  let answered = 0;
  let stop = false;
  const run = `${Date.now()}`;
  let n = 0;

  const pageLoads = async () => {
    const paths = ['/', '/ContactUs', '/beginer-french', '/FrenchAdultPage'];
    for (let i = 0; !stop; i++) {
      const p = paths[i % paths.length]!;
      const res = await viaCaddy('GET', p).catch((e: Error) => e);
      if (res instanceof Error) failures.push(`GET ${p}: ${res.message}`);
      else if (res.status !== 200) failures.push(`GET ${p}: ${res.status}`);
      else answered++;
      await sleep(300);
    }
  };
  const leads = async () => {
    while (!stop) {
      const email = `rolling-${run}-${n++}@example.com`;
      sent.add(email);
      const res = await viaCaddy('POST', '/api/form/leaveUsAMessage', {
        body: leadBody(email),
        headers: { origin: `https://localhost:${d.httpsPort}` },
      }).catch((e: Error) => e);
      if (res instanceof Error) failures.push(`POST ${email}: ${res.message}`);
      else if (res.status !== 201) failures.push(`POST ${email}: ${res.status} ${res.body}`);
      else {
        acknowledged.add(email);
        answered++;
      }
      await sleep(300);
    }
  };
  const streams = [pageLoads(), pageLoads(), leads(), leads()];

  try {
    await sleep(2_000);
    for (const i of [0, 1] as const) {
      const child = d.instances[i]!;
      const before = answered;
      const exited = new Promise<[number | null, NodeJS.Signals | null]>((r) =>
        child.once('exit', (code, signal) => r([code, signal])),
      );
      child.kill('SIGTERM');
      // It finishes what it has and exits 0 well within systemd's TimeoutStopSec (30 s).
      const started = Date.now();
      expect(await exited).toEqual([0, null]);
      expect(Date.now() - started).toBeLessThan(30_000);
      // Started again (as systemd's Restart=always would), it becomes ready, then Caddy sends
      // it requests again before the other one is stopped.
      await startInstance(i);
      await expect
        .poll(() => direct(d.ports[i], '/api/health/ready').then((r) => r.status, String), {
          timeout: 30_000,
        })
        .toBe(200);
      await expect.poll(() => servedThroughCaddy(d.output[i]!), { timeout: 30_000 }).toBe(true);
      // The stream went on while the instance was away.
      expect(answered).toBeGreaterThan(before);
    }
    await sleep(1_000);
  } finally {
    stop = true;
    await Promise.all(streams);
  }
  expect(failures).toEqual([]);
  const stored = new Set(
    (
      await sql<{ email: string }>(`SELECT "email" FROM "Lead" WHERE "email" LIKE $1`, [
        `rolling-${run}-%`,
      ])
    ).map((r) => r.email),
  );
  for (const email of acknowledged) expect(stored, `${email} was answered 201`).toContain(email);
  for (const email of stored) expect(sent).toContain(email);
  expect(stored.size).toBe(acknowledged.size);
  expect(acknowledged.size).toBeGreaterThan(20);
});

/** Whether an instance's log shows a request other than a health check (Caddy routes to it). */
function servedThroughCaddy(output: string): boolean {
  return output.split('\n').some((line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { path?: string };
      return !!entry.path && !entry.path.startsWith('/api/health');
    } catch {
      return false;
    }
  });
}
