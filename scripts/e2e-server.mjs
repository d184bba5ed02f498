// The server Playwright starts: the existing production build on a fresh database.
import { rmSync } from 'node:fs';
import { prepareDatabase } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';
import { startServer } from './server.mjs';
import { root, sqlitePath } from '../lib/db/migrate.mjs';

process.env.NODE_ENV = 'production';
const env = await checkEnv();
if (env.DATABASE_URL.startsWith('file:')) {
  const file = sqlitePath(env.DATABASE_URL);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
await prepareDatabase(env.DATABASE_URL);
await startServer({ dir: root, port: env.PORT });
console.log(`> e2e server on http://localhost:${env.PORT}`);
