// npm run bench [-- --postgres] [-- --amount 1000 --connections 20]
// Starts the production server on a fresh database (SQLite, or a throw-away PostgreSQL database with
// --postgres), then measures with autocannon: POST contact (rate limit off) and GET /. Prints req/s
// and p99 for each, and checks that the stored rows equal the 2xx answers. Not a test: numbers vary.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ensureBuild } from './lib/build.mjs';
import { root } from '../lib/db/migrate.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const usePg = process.argv.includes('--postgres');
const connections = Number(arg('connections', 50));
const duration = Number(arg('duration', 10));
const amount = arg('amount') ? Number(arg('amount')) : undefined;
const port = Number(arg('port', 3200));

ensureBuild();

let url;
let cleanup;
let countRows;
if (usePg) {
  const admin = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `site_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const u = new URL(admin);
  u.pathname = '/' + name;
  url = u.toString();
  countRows = async () => {
    const q = new pg.Client({ connectionString: url });
    await q.connect();
    const r = await q.query('SELECT count(*)::int AS n FROM "Lead"');
    await q.end();
    return r.rows[0].n;
  };
  cleanup = async () => {
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await d.end();
  };
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  url = 'file:' + path.join(dir, 'bench.db');
  countRows = async () => {
    const db = new Database(url.slice(5), { readonly: true });
    const n = db.prepare('SELECT count(*) AS n FROM "Lead"').get().n;
    db.close();
    return n;
  };
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: url,
    RATE_LIMIT_PER_IP_10_MIN: '0',
    RATE_LIMIT_PER_CONTACT_10_MIN: '0',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});

const base = `http://127.0.0.1:${port}`;
const body = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  subject: '',
  purpose: 'General enquiry',
  message: 'A benchmark message, stored like any other.',
  contactingFor: 'Leave us a message',
});

async function run(title, opts) {
  const r = await autocannon({ connections, ...(amount ? { amount } : { duration }), ...opts });
  const line = `${title}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, 2xx ${r['2xx']}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
  console.log(line);
  return r;
}

let ok = true;
try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; database: ${usePg ? 'PostgreSQL' : 'SQLite'}; ${connections} connections, ${amount ? `${amount} requests` : `${duration} s`}`,
  );
  const postOpts = {
    url: `${base}/api/form/leaveUsAMessage`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  };
  const post = await run('POST /api/form/leaveUsAMessage', postOpts);
  // A timed run ends with requests still in flight: autocannon drops their answers, the server
  // still stores them. So the timed run can only be bounded; the exact check is a counted run.
  await new Promise((r) => setTimeout(r, 1000));
  const afterTimed = await countRows();
  const inFlight = post.requests.sent - post['2xx'] - post.non2xx;
  const bounded = afterTimed >= post['2xx'] && afterTimed <= post['2xx'] + inFlight;
  console.log(
    `timed run: stored ${afterTimed}, 2xx ${post['2xx']}, abandoned in flight ${inFlight} → ${bounded ? 'consistent' : 'INCONSISTENT'}`,
  );
  const counted = await autocannon({ ...postOpts, connections: 20, amount: 1000 });
  const rows = (await countRows()) - afterTimed;
  const match = rows === counted['2xx'] && counted['2xx'] === 1000;
  console.log(
    `counted run (1,000 requests, 20 connections): 2xx ${counted['2xx']}, stored ${rows} → ${match ? 'match' : 'MISMATCH'}`,
  );
  ok = bounded && match && post.non2xx === 0 && post.errors === 0;
  await run('GET /', { url: `${base}/` });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cleanup();
}
process.exit(ok ? 0 : 1);
