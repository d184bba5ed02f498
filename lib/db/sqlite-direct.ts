import 'server-only';
import Database from 'better-sqlite3';
import { retryBusy } from '@/lib/db/sqlite-serial';

/**
 * A second connection to the SQLite file for the hottest write (a lead and its counters), run as
 * one synchronous better-sqlite3 transaction with cached prepared statements: no await inside, so
 * nothing can interleave with it, and none of Prisma's per-query work (the lead POST spent a
 * quarter of its time there). A busy database (another connection's transaction, another process)
 * is retried asynchronously, like every other query (lib/db/sqlite-serial.ts).
 */
type Handle = { db: Database.Database; statements: Map<string, Database.Statement> };

const globalForDirect = globalThis as unknown as { __sqliteDirect?: Map<string, Handle> };

function handle(file: string): Handle {
  const all = (globalForDirect.__sqliteDirect ??= new Map());
  let h = all.get(file);
  if (!h || !h.db.open) {
    const db = new Database(file, { fileMustExist: true, timeout: 0 });
    h = { db, statements: new Map() };
    all.set(file, h);
  }
  return h;
}

/** A prepared statement of this connection, prepared once. */
export type Prepare = (sql: string) => Database.Statement;

/** Runs `fn` as one immediate transaction on the direct connection to `file`. */
export function directWrite<T>(file: string, fn: (prepare: Prepare) => T): Promise<T> {
  return retryBusy(() => {
    const h = handle(file);
    const prepare: Prepare = (sql) => {
      let s = h.statements.get(sql);
      if (!s) h.statements.set(sql, (s = h.db.prepare(sql)));
      return s;
    };
    return h.db.transaction(() => fn(prepare)).immediate();
  });
}

/** Tests: close the direct connections (before a test database is removed). */
export function closeDirectConnections(): void {
  for (const h of globalForDirect.__sqliteDirect?.values() ?? []) h.db.close();
  globalForDirect.__sqliteDirect?.clear();
}
