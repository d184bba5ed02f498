import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { expectedMigrations, isShuttingDown } from '@/lib/ops/process-state.mjs';

/** How long the database has to answer the readiness check. */
export const READY_DB_TIMEOUT_MS = 1_000;

export type NotReadyReason =
  'shutting_down' | 'database_unavailable' | 'database_timeout' | 'migrations_pending';

export type Readiness =
  { ready: true } | { ready: false; reason: NotReadyReason; message: string; pending?: string[] };

const folders = globalThis as unknown as { __migrationFolders?: string[] };

/**
 * The migrations this build ships: as the production server read them at start, else (a dev
 * server, a test) the folders under prisma/migrations/<provider>, read once.
 */
function shippedMigrations(provider: 'sqlite' | 'postgresql'): string[] {
  const fromServer = expectedMigrations();
  if (fromServer) return fromServer;
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'migrations', provider);
  return (folders.__migrationFolders ??= readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort());
}

/** The migrations table, in the URL's schema when it names one (PostgreSQL `?schema=`). */
function migrationsTable(url: string): string {
  if (url.startsWith('file:')) return '"_prisma_migrations"';
  const schema = new URL(url).searchParams.get('schema');
  return schema ? `"${schema.replace(/"/g, '""')}"."_prisma_migrations"` : '"_prisma_migrations"';
}

class Timeout extends Error {}

/**
 * The migrations query running now, per database URL: checks that arrive while it runs wait for
 * it rather than sending their own. The endpoint is public and not rate limited, so a flood of
 * checks costs the database one query at a time; and while the database is slow, a check given
 * up on after a second does not leave one more query holding a pooled connection each time.
 */
const running = globalThis as unknown as {
  __readinessQuery?: { url: string; query: Promise<Set<string>> };
};

function appliedMigrations(url: string): Promise<Set<string>> {
  const now = running.__readinessQuery;
  if (now && now.url === url) return now.query;
  const query = db()
    .$queryRawUnsafe<{ name: string }[]>(
      `SELECT migration_name AS name FROM ${migrationsTable(url)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    )
    .then((rows) => new Set(rows.map((r) => r.name)))
    .finally(() => {
      if (running.__readinessQuery?.query === query) running.__readinessQuery = undefined;
    });
  running.__readinessQuery = { url, query };
  return query;
}

function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should be sent traffic: it is not shutting down, the database answers
 * within a second, and every migration this build ships is applied there. One small query, shared
 * by the checks that arrive while it runs.
 */
export async function readiness(): Promise<Readiness> {
  if (isShuttingDown()) {
    return { ready: false, reason: 'shutting_down', message: 'This instance is shutting down.' };
  }
  const url = env().DATABASE_URL;
  let applied: Set<string>;
  try {
    const query = appliedMigrations(url);
    // A query given up on still ends later; its failure then is nobody's to handle.
    query.catch(() => {});
    applied = await within(READY_DB_TIMEOUT_MS, query);
  } catch (e) {
    return e instanceof Timeout
      ? {
          ready: false,
          reason: 'database_timeout',
          message: `The database did not answer within ${READY_DB_TIMEOUT_MS} ms.`,
        }
      : {
          ready: false,
          reason: 'database_unavailable',
          message: 'The database could not be reached or has no migrations table.',
        };
  }
  const pending = shippedMigrations(url.startsWith('file:') ? 'sqlite' : 'postgresql').filter(
    (m) => !applied.has(m),
  );
  if (pending.length) {
    return {
      ready: false,
      reason: 'migrations_pending',
      message: `${pending.length} migration(s) of this build are not applied to the database.`,
      pending,
    };
  }
  return { ready: true };
}
