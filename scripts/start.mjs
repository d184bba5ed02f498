// npm start: check the environment, build if the build is missing or stale, create and migrate the
// database, then serve the production site (PORT, default 3000).
import { ensureBuild } from './lib/build.mjs';
import { prepareDatabaseApart } from './lib/db-setup.mjs';
import { checkEnvWithChecklist, siteUrlWarning } from './lib/env-check.mjs';
import { startServer } from './server.mjs';
import { root } from '../lib/db/migrate.mjs';
import { routeConsoleToLog } from '../lib/ops/log.mjs';

// What this process prints is a JSON log line, as the server's own (lib/ops/log.mjs).
routeConsoleToLog();

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';
const { env, checklist } = await checkEnvWithChecklist();
const warning = siteUrlWarning(process.env, env.SITE_URL);
if (warning) console.warn(warning);
if (checklist.length)
  console.warn(
    `\nBefore launch (README, "Before launch"), still to do:\n${checklist.map((i) => `  - ${i}`).join('\n')}\n`,
  );
process.env.DATABASE_URL = env.DATABASE_URL;
ensureBuild({ force: process.argv.includes('--rebuild') });
prepareDatabaseApart(env.DATABASE_URL);
await startServer({ dir: root, port: env.PORT, hostname: env.LISTEN_ADDRESS });
const listening = env.LISTEN_ADDRESS ? `, listening on ${env.LISTEN_ADDRESS} only` : '';
console.log(
  `> Ready on http://localhost:${env.PORT} (${env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}${listening})`,
);
