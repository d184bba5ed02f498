// npm run test:e2e: Playwright in Chromium against the production build with the suite's test-only
// routes (`*.e2e.tsx` in app/, scripts/lib/build.mjs), built here if stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { findChromium, NO_CHROMIUM } from './lib/chromium.mjs';
import { root } from '../lib/db/migrate.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM);
  process.exit(1);
}
ensureBuild({ testRoutes: true });
const r = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1' },
  },
);
process.exit(r.status ?? 1);
