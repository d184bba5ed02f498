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

/** The build's stamp: the source hash, and whether the build has the test-only routes. */
function readStamp() {
  if (!existsSync(stampFile())) return null;
  const [hash, flag] = readFileSync(stampFile(), 'utf8').trim().split('\n');
  return { hash: hash?.trim(), testRoutes: flag?.trim() === 'test-routes' };
}

/**
 * Whether .next is a build of the current sources; `testRoutes`: true, it must have the test-only
 * routes (the e2e suite); false, it must not (npm start, npm run build); 'any', either will do
 * (measurements).
 */
export function buildIsCurrent({ testRoutes = false } = {}) {
  const stamp = readStamp();
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    stamp !== null &&
    stamp.hash === sourceHash() &&
    (testRoutes === 'any' || stamp.testRoutes === testRoutes)
  );
}

/** The test-only route files (`*.e2e.tsx`, `*.e2e.ts` in app/, next.config.mjs's pageExtensions). */
export function testRouteFiles(dir = path.join(root, 'app')) {
  const files = [];
  walk(dir, files);
  return files.filter((f) => /\.e2e\.tsx?$/.test(f)).map((f) => path.relative(root, f));
}

/**
 * The routes of a build made from test-only files, by the build's own list of app routes
 * (.next/app-path-routes-manifest.json: 'app/(site)/x/page' → '/x'). Empty for a production build.
 */
export function testRoutesIn(manifest, files) {
  const keys = new Set(
    files.map((f) =>
      f
        .replace(/^app/, '')
        .split(path.sep)
        .join('/')
        .replace(/\.e2e\.tsx?$/, ''),
    ),
  );
  return Object.entries(manifest)
    .filter(([key]) => keys.has(key))
    .map(([, route]) => route);
}

/**
 * Runs `next build` unless the existing build is current. Exits the process on failure.
 * `testRoutes`: true builds with the e2e suite's test-only routes (TEST_ROUTES=1); otherwise it is
 * a production build, and one in which a test-only route turns up fails.
 */
export function ensureBuild({ force = false, testRoutes = false } = {}) {
  if (!force && buildIsCurrent({ testRoutes })) return false;
  const withTestRoutes = testRoutes === true;
  console.log(
    `> Building the ${withTestRoutes ? "site with the e2e suite's test-only routes" : 'production site'} (once per change of the sources)…`,
  );
  const hash = sourceHash();
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        TEST_ROUTES: withTestRoutes ? '1' : '0',
      },
    },
  );
  if (r.status !== 0) {
    console.error('The build failed (see above).');
    process.exit(r.status ?? 1);
  }
  if (!withTestRoutes) {
    const manifest = JSON.parse(
      readFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), 'utf8'),
    );
    const leaked = testRoutesIn(manifest, testRouteFiles());
    if (leaked.length) {
      console.error(`The production build has test-only routes: ${leaked.join(', ')}.`);
      process.exit(1);
    }
  }
  writeFileSync(stampFile(), `${hash}\n${withTestRoutes ? 'test-routes\n' : ''}`);
  return true;
}
