// Finds PostgreSQL once, so every suite that touches the database runs on it as well as SQLite,
// and migrates one template database of each kind that the suites' databases are copied from.
// TEST_DATABASE_URL names one (any database on it; tests create and drop their own databases);
// otherwise the local server at 127.0.0.1:5432 is tried. Running several instances on PostgreSQL
// is a promise of the project, so a run without it fails, unless TEST_SQLITE_ONLY=1 says on
// purpose that this run is SQLite only.
const { execFileSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

const root = path.resolve(__dirname, '..', '..');

/** Applies the committed migrations to `url` (npm run db:migrate). */
function migrate(url) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  });
}

module.exports = async function globalSetup() {
  // The SQLite twin of the template: one migrated file each suite copies.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-test-template-'));
  migrate('file:' + path.join(dir, 'template.db'));
  process.env.TEST_SQLITE_TEMPLATE = path.join(dir, 'template.db');
  const url = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const shown = url.replace(/\/\/[^@/]*@/, '//***@');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.TEST_PG_ADMIN_URL = url;
    // One migrated database per run, which each suite's database is copied from
    // (CREATE DATABASE … TEMPLATE): migrating once instead of once per suite.
    const template = `site_test_template_${process.pid}`;
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${template}"`);
    const u = new URL(url);
    u.pathname = '/' + template;
    migrate(u.toString());
    process.env.TEST_PG_TEMPLATE = template;
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
