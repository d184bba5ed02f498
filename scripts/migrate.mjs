// npm run db:migrate [-- --to <migration>]: apply the committed migrations to DATABASE_URL (default
// the SQLite file); --to stops after the named one (tests fill a database as an older release did).
import { prepareDatabase } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';

const env = await checkEnv();
try {
  const i = process.argv.indexOf('--to');
  await prepareDatabase(env.DATABASE_URL, { upTo: i > 0 ? process.argv[i + 1] : undefined });
} catch (e) {
  console.error('Migration failed:', e instanceof Error ? e.message : e);
  process.exit(1);
}
// The WebAssembly engine leaves a 10 s timer behind; nothing else is pending.
process.exit(0);
