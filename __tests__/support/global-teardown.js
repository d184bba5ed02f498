// Drops the run's template databases (global-setup.js).
const { rmSync } = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');

module.exports = async function globalTeardown() {
  if (process.env.TEST_SQLITE_TEMPLATE) {
    rmSync(path.dirname(process.env.TEST_SQLITE_TEMPLATE), { recursive: true, force: true });
  }
  if (process.env.TEST_PG_ADMIN_URL && process.env.TEST_PG_TEMPLATE) {
    const client = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${process.env.TEST_PG_TEMPLATE}" WITH (FORCE)`);
    await client.end();
  }
};
