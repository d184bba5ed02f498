// npm run bench:get [-- --port 3200 --rounds 3 --duration 10 --connections 50]: throughput of GET /
// on the production server, side by side with the framework floor (bench/floor, an empty static
// Next page) in the same run. Rounds alternate site and floor so that drift on a shared machine hits
// both; prints each round and the medians, and the site/floor ratio. Not a test: numbers vary.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from './lib/build.mjs';
import { startFloor } from './lib/floor.mjs';
import { root } from '../lib/db/migrate.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const port = Number(arg('port', 3200));
const rounds = Number(arg('rounds', 3));
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));

ensureBuild({ testRoutes: 'any' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-get-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});
const floor = await startFloor(port + 1);
const site = `http://127.0.0.1:${port}`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function get(base) {
  const r = await autocannon({ url: `${base}/`, connections, duration });
  if (r.non2xx || r.errors) throw new Error(`${base}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

try {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${connections} connections, ${duration} s a run`,
  );
  for (let i = 0; i < 2; i++) await fetch(`${site}/`); // the first request loads the route
  const s = [];
  const f = [];
  for (let i = 0; i < rounds; i++) {
    s.push(await get(site));
    f.push(await get(floor.base));
    console.log(
      `round ${i + 1}: site ${s[i].rps.toFixed(0)} req/s (p99 ${s[i].p99} ms), floor ${f[i].rps.toFixed(0)} req/s (p99 ${f[i].p99} ms)`,
    );
  }
  const sm = median(s.map((x) => x.rps));
  const fm = median(f.map((x) => x.rps));
  console.log(
    `median: site ${sm.toFixed(0)} req/s (p99 ${median(s.map((x) => x.p99))} ms), floor ${fm.toFixed(0)} req/s (p99 ${median(f.map((x) => x.p99))} ms); site/floor ${(sm / fm).toFixed(2)}`,
  );
} finally {
  server.kill('SIGTERM');
  await floor.stop();
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dir, { recursive: true, force: true });
}
