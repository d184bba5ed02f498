// npm run bench [-- --postgres] [-- --connections 20 --duration 10 --rounds 2]
// Starts the production server on a fresh database (SQLite, or a throw-away PostgreSQL database with
// --postgres) and the framework floor (bench/floor: an empty Next app of the same version whose one
// route handler inserts the row with better-sqlite3), then measures both side by side with
// autocannon, alternating rounds: the lead POST against the floor's POST, GET / against the floor's
// empty page. Prints req/s, p99 and the ratio to the floor, and checks that the stored rows equal the
// 2xx answers (a counted run of 1,000). Not a test: numbers vary; the ratios are what to compare.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ensureBuild } from './lib/build.mjs';
import { startFloor } from './lib/floor.mjs';
import { root } from '../lib/db/migrate.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const usePg = process.argv.includes('--postgres');
const connections = Number(arg('connections', 20));
const rounds = Number(arg('rounds', 2));
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
    // The limits stay on (their counters are part of the path), set above what one client sends.
    RATE_LIMIT_PER_IP_10_MIN: '1000000',
    RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
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

const floor = await startFloor(port + 50);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (a, b) => `${Math.round((100 * a) / b)} %`;

let ok = true;
try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; database: ${usePg ? 'PostgreSQL' : 'SQLite'}; ${connections} connections, ${amount ? `${amount} requests` : `${duration} s`} a run, ${rounds} rounds`,
  );
  const postOpts = {
    url: `${base}/api/form/leaveUsAMessage`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  };
  const floorPost = { ...postOpts, url: `${floor.base}/api/lead` };
  // Warm both up (route compilation, caches, JIT) before anything is measured.
  await autocannon({ ...postOpts, connections: 5, amount: 200 });
  await autocannon({ ...floorPost, connections: 5, amount: 200 });

  const site = [];
  const base0 = [];
  let answered = 200; // the warm-up
  let inFlight = 0;
  for (let i = 1; i <= rounds; i++) {
    base0.push((await run(`round ${i} floor POST /api/lead`, floorPost)).requests.average);
    const post = await run(`round ${i} POST /api/form/leaveUsAMessage`, postOpts);
    site.push(post.requests.average);
    answered += post['2xx'];
    inFlight += post.requests.sent - post['2xx'] - post.non2xx;
    ok &&= post.non2xx === 0 && post.errors === 0;
  }
  console.log(
    `POST: site ${median(site).toFixed(0)} req/s, floor ${median(base0).toFixed(0)} req/s → ${ratio(median(site), median(base0))} of the floor (target ≥ 60 %)`,
  );
  // A timed run ends with requests still in flight: autocannon drops their answers, the server
  // still stores them. So the timed run can only be bounded; the exact check is a counted run.
  await new Promise((r) => setTimeout(r, 1000));
  const afterTimed = await countRows();
  const bounded = afterTimed >= answered && afterTimed <= answered + inFlight;
  console.log(
    `timed runs: stored ${afterTimed}, 2xx ${answered}, abandoned in flight ${inFlight} → ${bounded ? 'consistent' : 'INCONSISTENT'}`,
  );
  ok &&= bounded;
  const counted = await autocannon({ ...postOpts, connections: 20, amount: 1000 });
  const rows = (await countRows()) - afterTimed;
  const match = rows === counted['2xx'] && counted['2xx'] === 1000;
  console.log(
    `counted run (1,000 requests, 20 connections): 2xx ${counted['2xx']}, stored ${rows} → ${match ? 'match' : 'MISMATCH'}`,
  );
  ok &&= match;

  const getSite = [];
  const getFloor = [];
  for (let i = 1; i <= rounds; i++) {
    getFloor.push(
      (await run(`round ${i} floor GET /`, { url: `${floor.base}/` })).requests.average,
    );
    getSite.push((await run(`round ${i} GET /`, { url: `${base}/` })).requests.average);
  }
  console.log(
    `GET /: site ${median(getSite).toFixed(0)} req/s, floor ${median(getFloor).toFixed(0)} req/s → ${ratio(median(getSite), median(getFloor))} of the floor`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await floor.stop();
  await cleanup();
}
process.exit(ok ? 0 : 1);
