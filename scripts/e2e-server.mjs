// The server Playwright starts: the existing production build on a fresh database.
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabaseApart } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';
import { startServer } from './server.mjs';
import { root, sqlitePath } from '../lib/db/migrate.mjs';
import { routeConsoleToLog } from '../lib/ops/log.mjs';

// What this process prints is a JSON log line, as the server's own (lib/ops/log.mjs).
routeConsoleToLog();

process.env.NODE_ENV = 'production';
// E2E_SERVER_LOG=<file>: also copy the server's output there, so a test can read the server log.
if (process.env.E2E_SERVER_LOG) {
  const file = process.env.E2E_SERVER_LOG;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      appendFileSync(file, chunk);
      return write(chunk, ...rest);
    };
  }
}
const env = await checkEnv();
if (env.DATABASE_URL.startsWith('file:')) {
  const file = sqlitePath(env.DATABASE_URL);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
prepareDatabaseApart(env.DATABASE_URL);
await startServer({ dir: root, port: env.PORT, hostname: env.LISTEN_ADDRESS });
console.log(`> e2e server on http://localhost:${env.PORT}`);
