// The framework floor (bench/floor): an empty Next app of the site's Next version with one route
// handler that inserts a row with better-sqlite3. Built once per change, served on its own port, so
// the benchmark and budget scripts measure the site and the floor side by side on the same machine.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

export const floorDir = path.join(root, 'bench', 'floor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function floorHash() {
  const h = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (name === '.next' || name === 'node_modules') continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(path.relative(floorDir, p)).update(readFileSync(p));
    }
  };
  walk(floorDir);
  h.update(readFileSync(path.join(root, 'node_modules', 'next', 'package.json')));
  return h.digest('hex');
}

/** Builds the floor app unless its build is current. */
export function ensureFloorBuild() {
  const stamp = path.join(floorDir, '.next', 'source-hash');
  const hash = floorHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return;
  console.log('> Building the framework floor (bench/floor)…');
  const r = spawnSync(process.execPath, [nextBin, 'build', floorDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('the floor app failed to build');
  writeFileSync(stamp, hash + '\n');
}

/**
 * Serves the floor on `port` with a fresh SQLite file; resolves to { base, dbFile, pid, stop }.
 * @param {number} port
 */
export async function startFloor(port) {
  ensureFloorBuild();
  const dbFile = path.join(floorDir, '.next', `floor-${port}.db`);
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
  const child = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port)], {
    cwd: root,
    // SCHOOL_SERVER: the floor is a measurement, not the site; the site's start-up check
    // (instrumentation-node.ts), which its build picks up from the project, lets it run.
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      FLOOR_DB: dbFile,
      SCHOOL_SERVER: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => /Ready|started server|Local:/i.test(String(d)) && resolve());
    child.once('exit', (c) => reject(new Error(`floor server exited (${c})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  // Warm up: the first request loads the route.
  for (let i = 0; i < 3; i++) await fetch(`${base}/`).catch(() => {});
  return {
    base,
    dbFile,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
