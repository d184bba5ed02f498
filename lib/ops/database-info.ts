import 'server-only';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { db, sqliteFile } from '@/lib/db';
import { env } from '@/lib/env';
import { expectedMigrations } from '@/lib/ops/process-state.mjs';

export type DatabaseInfo = {
  kind: 'SQLite' | 'PostgreSQL';
  /** The file with its write-ahead log (SQLite), or pg_database_size (PostgreSQL). */
  sizeBytes: number | null;
  applied: number;
  latest: string | null;
  /** Migrations this build ships that the database does not have (it then is not ready). */
  pending: string[];
  shipped: number;
};

const size = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** The migrations this build ships: as the server read them at start, else the folders. */
function shipped(provider: 'sqlite' | 'postgresql'): string[] {
  const fromServer = expectedMigrations();
  if (fromServer) return fromServer;
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'migrations', provider);
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** The migrations table, in the URL's schema when it names one (PostgreSQL `?schema=`). */
function migrationsTable(url: string): string {
  if (url.startsWith('file:')) return '"_prisma_migrations"';
  const schema = new URL(url).searchParams.get('schema');
  return schema ? `"${schema.replace(/"/g, '""')}"."_prisma_migrations"` : '"_prisma_migrations"';
}

/** The database's kind, size and migrations, for the system page. Two small queries. */
export async function databaseInfo(): Promise<DatabaseInfo> {
  const url = env().DATABASE_URL;
  const sqlite = url.startsWith('file:');
  const [rows, sizeBytes] = await Promise.all([
    db().$queryRawUnsafe<{ name: string }[]>(
      `SELECT migration_name AS name FROM ${migrationsTable(url)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    ),
    sqlite
      ? Promise.resolve(size(sqliteFile(url)) + size(`${sqliteFile(url)}-wal`))
      : db()
          .$queryRawUnsafe<{ size: string }[]>(
            'SELECT pg_database_size(current_database())::text AS size',
          )
          .then((r) => (r[0] ? Number(r[0].size) : null)),
  ]);
  const applied = new Set(rows.map((r) => r.name));
  const ships = shipped(sqlite ? 'sqlite' : 'postgresql');
  return {
    kind: sqlite ? 'SQLite' : 'PostgreSQL',
    sizeBytes,
    applied: applied.size,
    latest: rows.at(-1)?.name ?? null,
    pending: ships.filter((m) => !applied.has(m)),
    shipped: ships.length,
  };
}
