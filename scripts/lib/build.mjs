// Knows whether the production build in .next matches the sources, and builds when it does not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

const INPUT_DIRS = ['app', 'components', 'content', 'lib', 'public', 'prisma'];
const INPUT_FILES = [
  'next.config.mjs',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-node.ts',
];
const SKIP = new Set(['node_modules', '.next', 'generated', 'migrations', 'postgresql']);
const stampFile = () => path.join(root, '.next', 'source-hash');

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else out.push(p);
  }
}

/** A hash of everything the build reads, plus the variables baked into it. */
export function sourceHash() {
  const files = [];
  for (const d of INPUT_DIRS) walk(path.join(root, d), files);
  for (const f of INPUT_FILES) if (existsSync(path.join(root, f))) files.push(path.join(root, f));
  files.sort();
  const h = createHash('sha256');
  for (const f of files) {
    h.update(path.relative(root, f));
    h.update('\0');
    h.update(readFileSync(f));
    h.update('\0');
  }
  h.update(`SITE_URL=${process.env.SITE_URL ?? ''}`);
  return h.digest('hex');
}

export function buildIsCurrent() {
  const stamp = stampFile();
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === sourceHash()
  );
}

/** Runs `next build` unless the existing build is current. Exits the process on failure. */
export function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) return false;
  console.log('> Building the production site (once per change of the sources)…');
  const hash = sourceHash();
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  );
  if (r.status !== 0) {
    console.error('The production build failed (see above).');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stampFile(), hash + '\n');
  return true;
}
