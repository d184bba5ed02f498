import { execFile, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { BackupUnusableError } from '@/lib/ops/backup-files';

/**
 * PostgreSQL backups by `pg_dump` (custom format), when it is installed: the rows per table are
 * counted in a snapshot that pg_dump then reads (`--snapshot`), and the archive is verified with
 * `pg_restore --list`. A managed database's own point-in-time backups are the better path (README).
 */

const run = promisify(execFile);

export function pgToolsInstalled(): boolean {
  const r = spawnSync('pg_dump', ['--version'], { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * The connection for libpq tools: the URL without its password (passed in PGPASSWORD, not on a
 * command line others can read) and without Prisma's `schema` parameter (given as --schema).
 */
export function libpq(url: string): { conn: string; env: NodeJS.ProcessEnv; schema?: string } {
  const u = new URL(url);
  const schema = u.searchParams.get('schema') ?? undefined;
  u.searchParams.delete('schema');
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    conn: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    schema,
  };
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per table of the schema, in the client's current transaction. */
export async function countPgRows(c: Client, schema = 'public'): Promise<Record<string, number>> {
  const tables = await c.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename',
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const r = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quote(schema)}.${quote(name)}`,
    );
    counts[name] = Number(r.rows[0]?.n);
  }
  return counts;
}

async function pgSchemaVersion(c: Client, schema: string): Promise<string> {
  try {
    const r = await c.query<{ name: string }>(
      `SELECT migration_name AS name FROM ${quote(schema)}._prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
    );
    return r.rows[0]?.name ?? '';
  } catch {
    return '';
  }
}

/** Dumps the database into `out` (custom format) and verifies it with `pg_restore --list`. */
export async function dumpPg(
  url: string,
  out: string,
): Promise<{ rowCounts: Record<string, number>; schemaVersion: string }> {
  const { conn, env, schema = 'public' } = libpq(url);
  const c = new Client({ connectionString: conn, password: env.PGPASSWORD });
  await c.connect();
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await c.query<{ s: string }>('SELECT pg_export_snapshot() AS s')).rows[0]!.s;
    const rowCounts = await countPgRows(c, schema);
    const schemaVersion = await pgSchemaVersion(c, schema);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--schema=${schema}`,
        '--no-owner',
        '--file',
        out,
        '--dbname',
        conn,
      ],
      { env, maxBuffer: 16 * 2 ** 20 },
    );
    await c.query('COMMIT');
    await verifyPgDump(out);
    return { rowCounts, schemaVersion };
  } finally {
    await c.end().catch(() => {});
  }
}

/** `pg_restore --list` reads the whole archive's table of contents; a damaged file fails it. */
export async function verifyPgDump(file: string): Promise<void> {
  try {
    const { stdout } = await run('pg_restore', ['--list', file], { maxBuffer: 64 * 2 ** 20 });
    if (!/TABLE DATA/.test(stdout)) {
      throw new BackupUnusableError(`${file} is a pg_dump archive with no table data in it.`);
    }
  } catch (e) {
    if (e instanceof BackupUnusableError) throw e;
    const msg = String((e as { stderr?: string }).stderr || (e as Error).message).trim();
    throw new BackupUnusableError(
      `${file} is not a complete pg_dump archive: it is truncated or damaged (${msg.split('\n')[0]}).`,
    );
  }
}

/** The migrations an archive records as applied (its `_prisma_migrations` rows), oldest first. */
export async function pgDumpMigrations(file: string): Promise<string[]> {
  const { stdout } = await run(
    'pg_restore',
    ['--data-only', '--table=_prisma_migrations', '--file=-', file],
    { maxBuffer: 64 * 2 ** 20 },
  );
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => /^COPY .*_prisma_migrations \(/.test(l));
  if (start < 0) return [];
  const columns = /\(([^)]*)\)/
    .exec(lines[start]!)![1]!
    .split(',')
    .map((c) => c.trim());
  const name = columns.indexOf('migration_name');
  const finished = columns.indexOf('finished_at');
  const rolledBack = columns.indexOf('rolled_back_at');
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const cells = line.split('\t');
    if (cells[finished] === '\\N' || cells[rolledBack] !== '\\N') continue;
    if (cells[name]) names.push(cells[name]);
  }
  return names.sort();
}

/**
 * Replaces the schema's contents with the archive's in one transaction: psql runs the schema's
 * drop (tables of newer migrations too) and the archive's SQL (from pg_restore) as one, so a
 * failure anywhere leaves the database as it was.
 */
export async function restorePg(url: string, file: string): Promise<void> {
  const { conn, env, schema = 'public' } = libpq(url);
  const psql = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '--dbname',
      conn,
      '-f',
      '-',
    ],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file', '-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  psql.stderr.on('data', (d: Buffer) => errors.push(d.toString()));
  restore.stderr.on('data', (d: Buffer) => errors.push(d.toString()));
  const exited = (p: ReturnType<typeof spawn>) =>
    new Promise<number>((resolve, reject) => {
      p.on('error', reject);
      p.on('close', (code) => resolve(code ?? 1));
    });
  const done = Promise.all([exited(restore), exited(psql)]);
  psql.stdin.on('error', () => {}); // psql stopping early is reported by its exit code
  psql.stdin.write(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE;\n`);
  restore.stdout.pipe(psql.stdin);
  const [restoreCode, psqlCode] = await done;
  if (restoreCode !== 0 || psqlCode !== 0) {
    throw new Error(
      `the archive could not be restored (nothing was changed): ${errors.join('').trim().split('\n').slice(0, 3).join(' ')}`,
    );
  }
}
