import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { backends, createTestDatabase, type TestDatabase } from './support/databases';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
const migrate = (url: string) =>
  run(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
  });

async function appliedMigrations(url: string): Promise<string[]> {
  if (url.startsWith('file:')) {
    const db = new Database(url.slice(5), { readonly: true });
    const rows = db
      .prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL')
      .all() as {
      migration_name: string;
    }[];
    const mode = (db.pragma('journal_mode', { simple: true }) as string).toLowerCase();
    db.close();
    expect(mode).toBe('wal');
    return rows.map((r) => r.migration_name).sort();
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  const r = await c.query(
    'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL',
  );
  await c.end();
  return r.rows.map((x: { migration_name: string }) => x.migration_name).sort();
}

describe.each(backends)('migrations on %s', (backend) => {
  const committed = readdirSync(path.join(root, 'prisma', 'migrations', backend), {
    withFileTypes: true,
  })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it('two instances migrating at once apply each migration exactly once', async () => {
    database = await createTestDatabase(backend, { migrated: false });
    const outputs = await Promise.all([migrate(database.url), migrate(database.url)]);
    const said = outputs.map((o) => o.stdout).join('\n');
    // one applied everything, the other found it done
    expect(said.match(/applied \d+ migration/g)).toHaveLength(1);
    expect(said).toContain('up to date');
    expect(await appliedMigrations(database.url)).toEqual(committed);
  });

  it('is idempotent', async () => {
    database = await createTestDatabase(backend);
    const again = await migrate(database.url);
    expect(again.stdout).toContain('Database: up to date');
    expect(await appliedMigrations(database.url)).toEqual(committed);
  });
});
