// Creates (SQLite) and migrates the database DATABASE_URL names.
import Database from 'better-sqlite3';
import { applyMigrations, providerOf, sqlitePath } from '../../lib/db/migrate.mjs';

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
