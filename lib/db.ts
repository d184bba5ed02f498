import 'server-only';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/sqlite/client';
import { PrismaClient as PgPrismaClient } from '@/lib/generated/postgresql/client';
import { env } from '@/lib/env';
import { serialSqliteAdapter } from '@/lib/db/sqlite-serial';

/**
 * The Prisma client for DATABASE_URL: SQLite (file:) by default, PostgreSQL (postgresql://) for
 * several instances. Both clients come from the one model source and have the same API; the
 * SQLite client's type stands for both.
 */
export type Db = PrismaClient;

const globalForDb = globalThis as unknown as { __db?: { url: string; client: Db } };

export function sqliteFile(url: string): string {
  const p = url.slice('file:'.length).replace(/\?.*$/, '');
  return path.isAbsolute(p) ? p : path.resolve(/*turbopackIgnore: true*/ process.cwd(), p);
}

export function createDb(url: string): Db {
  if (url.startsWith('file:')) {
    // One queue for every query and transaction, and asynchronous retries on a database another
    // process locks (lib/db/sqlite-serial.ts); WAL mode is set on the file when migrations run.
    return new PrismaClient({ adapter: serialSqliteAdapter(sqliteFile(url)) });
  }
  const schema = new URL(url).searchParams.get('schema') ?? undefined;
  const adapter = new PrismaPg(
    { connectionString: url, max: 10, connectionTimeoutMillis: 5_000 },
    schema ? { schema } : undefined,
  );
  return new PgPrismaClient({ adapter }) as unknown as Db;
}

/** The process-wide client (one per URL; kept across hot reloads in development). */
export function db(): Db {
  const url = env().DATABASE_URL;
  if (globalForDb.__db?.url !== url) {
    void globalForDb.__db?.client.$disconnect();
    globalForDb.__db = { url, client: createDb(url) };
  }
  return globalForDb.__db.client;
}

/** Tests point DATABASE_URL elsewhere between suites. */
export async function disconnectDb(): Promise<void> {
  const current = globalForDb.__db;
  globalForDb.__db = undefined;
  await current?.client.$disconnect();
}

/** The transaction client handed to code that writes inside one `db().$transaction`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** The database could not be reached or refused the write; nothing was stored. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

/** A write refused by a unique constraint (Prisma's P2002): someone else wrote that row first. */
export const isUniqueViolation = (e: unknown): boolean =>
  (e as { code?: string } | null)?.code === 'P2002';
