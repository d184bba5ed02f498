// The framework floor (bench/floor): an empty Next app of the site's Next version with one route
// handler that inserts a row with better-sqlite3. Built once per change, served on its own port, so
// the benchmark and budget scripts measure the site and the floor side by side on the same machine.
//
// Built and served from a copy outside the project (in the system's temporary folder, its
// node_modules a link to the project's): built in place, Turbopack picked up the project's own
// instrumentation.ts and proxy.ts (its workers, Prisma, the timetable sync), so the floor was not an
// empty Next page.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

const sourceDir = path.join(root, 'bench', 'floor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function floorHash() {
  const h = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (name === '.next' || name === 'node_modules') continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(path.relative(sourceDir, p)).update(readFileSync(p));
    }
  };
  walk(sourceDir);
  h.update(root);
  h.update(readFileSync(path.join(root, 'node_modules', 'next', 'package.json')));
  return h.digest('hex');
}

/** Copies bench/floor out of the project and builds it there unless its build is current; its folder. */
export function ensureFloorBuild() {
  const hash = floorHash();
  const floorDir = path.join(os.tmpdir(), `school-floor-${hash.slice(0, 16)}`);
  const stamp = path.join(floorDir, '.next', 'source-hash');
  // Reused only when this user made it: the temporary folder may be shared with other users.
  const st = lstatSync(floorDir, { throwIfNoEntry: false });
  const ours = st?.isDirectory() && st.uid === process.getuid?.();
  if (ours && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return floorDir;
  console.log(`> Building the framework floor (bench/floor, in ${floorDir})…`);
  removeStaleFloors(floorDir);
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(floorDir, { recursive: true });
  cpSync(sourceDir, floorDir, {
    recursive: true,
    filter: (src) => !/[\\/](\.next|node_modules)$/.test(src),
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'), 'dir');
  const r = spawnSync(process.execPath, [nextBin, 'build', floorDir], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('the floor app failed to build');
  writeFileSync(stamp, hash + '\n');
  return floorDir;
}

/**
 * Removes this user's floor builds for other hashes (other checkouts or Next versions) left in the
 * temporary folder more than a week ago, so they do not pile up; one built recently may be in use.
 * @param {string} keep
 */
function removeStaleFloors(keep) {
  const weekAgo = Date.now() - 7 * 86_400_000;
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith('school-floor-')) continue;
    const dir = path.join(os.tmpdir(), name);
    if (dir === keep) continue;
    const st = lstatSync(dir, { throwIfNoEntry: false });
    if (!st?.isDirectory() || st.uid !== process.getuid?.()) continue;
    const stamp = statSync(path.join(dir, '.next', 'source-hash'), { throwIfNoEntry: false });
    if ((stamp ?? st).mtimeMs < weekAgo) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves the floor on `port` with a fresh SQLite file; resolves to { base, dbFile, pid, stop }.
 * @param {number} port
 */
export async function startFloor(port) {
  const floorDir = ensureFloorBuild();
  const dbFile = path.join(floorDir, '.next', `floor-${port}.db`);
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
  const child = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port)], {
    cwd: floorDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', FLOOR_DB: dbFile },
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
