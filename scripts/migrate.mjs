// npm run db:migrate: apply the committed migrations to DATABASE_URL (default the SQLite file).
import { prepareDatabase } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';

const env = await checkEnv();
try {
  await prepareDatabase(env.DATABASE_URL);
} catch (e) {
  console.error('Migration failed:', e instanceof Error ? e.message : e);
  process.exit(1);
}
// The WebAssembly engine leaves a 10 s timer behind; nothing else is pending.
process.exit(0);
