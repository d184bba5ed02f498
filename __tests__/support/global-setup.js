// Finds out once whether a PostgreSQL server is reachable, so suites can run on it as well as SQLite.
// TEST_DATABASE_URL names one (any database on it; tests create and drop their own databases);
// otherwise the local server at 127.0.0.1:5432 is tried.
const { Client } = require('pg');

module.exports = async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.TEST_PG_ADMIN_URL = url;
  } catch {
    delete process.env.TEST_PG_ADMIN_URL;
    console.warn(
      `\n[jest] PostgreSQL not reachable at ${url.replace(/\/\/[^@/]*@/, '//***@')}: SQLite only.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
};
