// Creates (SQLite) and migrates the database DATABASE_URL names.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { providerOf, root, sqlitePath } from '../../lib/db/migrate.mjs';
import { applyMigrations } from '../../lib/db/schema-engine.mjs';

export async function prepareDatabase(url, { log = console.log, upTo } = {}) {
  const applied = await applyMigrations(url, { upTo });
  if (providerOf(url) === 'sqlite') {
    // WAL lets readers and the writer work at once; it is a property of the file, set once here.
    const db = new Database(sqlitePath(url));
    db.pragma('journal_mode = WAL');
    db.close();
  }
  log(
    applied.length
      ? `> Database: applied ${applied.length} migration(s): ${applied.join(', ')}`
      : '> Database: up to date',
  );
  return applied;
}

/**
 * prepareDatabase in a process of its own (`npm run db:migrate`), for the servers: the schema
 * engine (WebAssembly) it may load is then not kept in the memory of the server that follows.
 * Exits when the migration fails.
 */
export function prepareDatabaseApart(url) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
