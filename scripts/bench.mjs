// npm run bench [-- --postgres] [--rate 50] [--duration 30] [--port 3200]
//
// Lead submissions at the school's traffic, measured beside the framework floor (bench/floor: an
// empty Next app of the same version whose one route handler inserts the row with better-sqlite3):
// - latency: `rate` lead POSTs a second for `duration` seconds, sent on a fixed schedule whatever
//   the answers take (so a slow answer cannot slow the sender down and hide itself); p50, p95 and
//   p99 of the site and of the floor; every one answered 2xx and stored. Budget (issue 22): p95
//   under 100 ms and p99 under 250 ms on SQLite.
// - 1,000 submissions sent at once: 1,000 answers 2xx and 1,000 rows.
// Starts the production server on a fresh database (SQLite, or a throw-away PostgreSQL database
// with --postgres). Exits non-zero when a budget or a count is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ensureBuild } from './lib/build.mjs';
import { startFloor } from './lib/floor.mjs';
import { startCommand } from './lib/start-command.mjs';
import { root } from '../lib/db/migrate.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const usePg = process.argv.includes('--postgres');
const rate = Number(arg('rate', 50));
const duration = Number(arg('duration', 30));
const port = Number(arg('port', 3200));
const P95_BUDGET_MS = 100;
const P99_BUDGET_MS = 250;

ensureBuild({ testRoutes: 'any' });

/** A fresh database: its URL, a row counter and a cleanup. */
async function freshDatabase() {
  if (usePg) {
    const admin = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
    const name = `site_bench_${Date.now()}`;
    const run = async (sql, url = admin) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await run(`CREATE DATABASE "${name}"`);
    const u = new URL(admin);
    u.pathname = '/' + name;
    const url = u.toString();
    return {
      url,
      countRows: async () => (await run('SELECT count(*)::int AS n FROM "Lead"', url)).rows[0].n,
      cleanup: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const file = path.join(dir, 'bench.db');
  return {
    url: 'file:' + file,
    countRows: async () => {
      const db = new Database(file, { readonly: true });
      const n = db.prepare('SELECT count(*) AS n FROM "Lead"').get().n;
      db.close();
      return n;
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const body = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  subject: '',
  purpose: 'General enquiry',
  message: 'A benchmark message, stored like any other.',
  contactingFor: 'Leave us a message',
});

/** One POST; resolves to [status, milliseconds]. */
function post(url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      },
    );
    req.on('error', () => resolve([0, performance.now() - started]));
    req.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** `rate` POSTs a second for `duration` s on a fixed schedule. */
async function atRate(url) {
  const total = rate * duration;
  const interval = 1000 / rate;
  const start = performance.now();
  const answers = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    answers.push(post(url));
  }
  const results = await Promise.all(answers);
  const times = results.map(([, ms]) => ms).sort((a, b) => a - b);
  return {
    sent: total,
    ok: results.filter(([s]) => s >= 200 && s < 300).length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1),
  };
}

const database = await freshDatabase();
// Started as `npm start` starts it (package.json's settings and Node options).
const start = startCommand();
const server = spawn(
  process.execPath,
  [...start.nodeArgs, path.join(root, 'scripts', 'e2e-server.mjs')],
  {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      // The limits stay on (their counters are part of the path), set above what one client sends.
      RATE_LIMIT_PER_IP_10_MIN: '1000000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});
const site = `http://127.0.0.1:${port}/api/form/leaveUsAMessage`;
const floor = await startFloor(port + 50);
const ms = (x) => `${x.toFixed(1)} ms`;

let ok = true;
try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; database: ${usePg ? 'PostgreSQL' : 'SQLite'}; ${rate} lead POSTs a second for ${duration} s`,
  );
  // Warm both up (route compilation, caches, JIT) before anything is measured.
  for (let i = 0; i < 100; i++) await Promise.all([post(site), post(`${floor.base}/api/lead`)]);
  const before = await database.countRows();

  const f = await atRate(`${floor.base}/api/lead`);
  console.log(
    `floor: p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}; ${f.ok} of ${f.sent} 2xx`,
  );
  const s = await atRate(site);
  const stored = (await database.countRows()) - before;
  const latencyOk = s.p95 < P95_BUDGET_MS && s.p99 < P99_BUDGET_MS;
  const allStored = s.ok === s.sent && stored === s.sent;
  console.log(
    `site:  p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}; ${s.ok} of ${s.sent} 2xx, ${stored} stored → ${latencyOk ? 'within' : 'OVER'} the budget (p95 < ${P95_BUDGET_MS} ms, p99 < ${P99_BUDGET_MS} ms), ${allStored ? 'all stored' : 'NOT ALL STORED'}`,
  );
  ok &&= latencyOk && allStored;

  const beforeBurst = await database.countRows();
  const burst = await Promise.all(Array.from({ length: 1000 }, () => post(site)));
  const burstOk = burst.filter(([st]) => st >= 200 && st < 300).length;
  const burstRows = (await database.countRows()) - beforeBurst;
  const burstMatch = burstOk === 1000 && burstRows === 1000;
  console.log(
    `1,000 sent at once: ${burstOk} answered 2xx, ${burstRows} stored → ${burstMatch ? 'all stored' : 'MISMATCH'}`,
  );
  ok &&= burstMatch;
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await floor.stop();
  await database.cleanup();
}
process.exit(ok ? 0 : 1);
