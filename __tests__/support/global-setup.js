// Finds PostgreSQL once, so every suite that touches the database runs on it as well as SQLite.
// TEST_DATABASE_URL names one (any database on it; tests create and drop their own databases);
// otherwise the local server at 127.0.0.1:5432 is tried. Running several instances on PostgreSQL
// is a promise of the project, so a run without it fails, unless TEST_SQLITE_ONLY=1 says on
// purpose that this run is SQLite only.
const { Client } = require('pg');

module.exports = async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const shown = url.replace(/\/\/[^@/]*@/, '//***@');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.TEST_PG_ADMIN_URL = url;
  } catch (e) {
    delete process.env.TEST_PG_ADMIN_URL;
    if (process.env.TEST_SQLITE_ONLY !== '1') {
      throw new Error(
        `PostgreSQL is not reachable at ${shown} (${e instanceof Error ? e.message : e}). ` +
          'Start it, or name another with TEST_DATABASE_URL; TEST_SQLITE_ONLY=1 runs SQLite only.',
      );
    }
    console.warn(`\n[jest] TEST_SQLITE_ONLY=1: PostgreSQL skipped (${shown} not reachable).`);
  } finally {
    await client.end().catch(() => {});
  }
};
