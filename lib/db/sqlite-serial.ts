import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver adapter the app uses: Prisma's better-sqlite3 adapter with two faults mended.
 *
 * 1. One connection is shared by every request. Prisma's adapter serialises transactions only
 *    among themselves, so a plain query of another request that runs while a transaction awaits
 *    lands inside it, and is rolled back with it while its caller was told it succeeded (a lead
 *    answered 201 and lost). Here every query and every transaction takes one queue: a query
 *    waits for an open transaction to end.
 * 2. better-sqlite3 waits for a lock held by another process synchronously (its busy timeout),
 *    which freezes the whole server. Here the busy timeout is zero and a busy database is retried
 *    asynchronously with short back-offs, so only the requests that need the lock wait.
 *    Transactions start with BEGIN IMMEDIATE (the write lock up front, retried the same way), so
 *    no statement inside one meets a busy database half-way.
 */

/** How long a query or transaction start keeps retrying a database another process locks. */
export const BUSY_DEADLINE_MS = 10_000;

const BUSY_CODES = new Set([5, 261, 517]); // SQLITE_BUSY, _RECOVERY, _SNAPSHOT

export function isBusyError(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 6; depth++) {
    const o = x as {
      cause?: unknown;
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
      extendedCode?: unknown;
    };
    if (typeof o.extendedCode === 'number' && BUSY_CODES.has(o.extendedCode)) return true;
    for (const code of [o.code, o.originalCode]) {
      if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
    }
    if (typeof o.message === 'string' && /database is locked|SQLITE_BUSY/i.test(o.message))
      return true;
    x = o.cause;
  }
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn`, retrying while the database is busy, with back-offs of 1 ms growing to 50 ms. */
export async function retryBusy<T>(fn: () => Promise<T> | T, deadlineMs = BUSY_DEADLINE_MS) {
  const start = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isBusyError(e) || Date.now() - start > deadlineMs) throw e;
      await sleep(Math.min(50, 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

/** A FIFO lock: `acquire` resolves in call order, one holder at a time. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

type Inner = SqlDriverAdapter & { client: BetterSqlite3.Database };

class SerialSqliteAdapter implements SqlDriverAdapter {
  readonly provider = 'sqlite' as const;
  readonly adapterName: string;
  /** Transactions take turns. */
  #txMutex = new Mutex();
  /** Settles when the open transaction ends; null while none is open. */
  #open: Promise<void> | null = null;

  constructor(private inner: Inner) {
    this.adapterName = inner.adapterName;
  }

  /**
   * A statement outside a transaction: it waits only while a transaction of ours is open (so it
   * cannot land inside it), then runs; a busy database is retried without holding anything, so
   * reads and other requests go on meanwhile.
   */
  #outside<T>(fn: () => Promise<T>): Promise<T> {
    return retryBusy(async () => {
      while (this.#open) await this.#open;
      return fn();
    });
  }

  queryRaw(q: SqlQuery) {
    return this.#outside(() => this.inner.queryRaw(q));
  }

  executeRaw(q: SqlQuery) {
    return this.#outside(() => this.inner.executeRaw(q));
  }

  executeScript(script: string) {
    return this.#outside(() => this.inner.executeScript(script));
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    if (isolationLevel && isolationLevel !== 'SERIALIZABLE') {
      throw new DriverAdapterError({ kind: 'InvalidIsolationLevel', level: isolationLevel });
    }
    const release = await this.#txMutex.acquire();
    let ended!: () => void;
    try {
      // Other statements may run while BEGIN waits for another process's lock; once it holds the
      // write lock, statements outside the transaction wait for its end.
      await retryBusy(async () => {
        while (this.#open) await this.#open;
        this.inner.client.prepare('BEGIN IMMEDIATE').run();
      });
      this.#open = new Promise<void>((r) => (ended = r));
    } catch (e) {
      release();
      throw e;
    }
    const inner = this.inner;
    let open = true;
    const end = async () => {
      if (!open) return;
      open = false;
      this.#open = null;
      ended();
      release();
    };
    // Prisma sends COMMIT / ROLLBACK itself as queries, then calls commit() / rollback().
    return {
      provider: 'sqlite',
      adapterName: this.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: (q) => inner.queryRaw(q),
      executeRaw: (q) => inner.executeRaw(q),
      commit: end,
      rollback: end,
      createSavepoint: async (name) => {
        await inner.executeRaw({ sql: `SAVEPOINT ${name}`, args: [], argTypes: [] });
      },
      rollbackToSavepoint: async (name) => {
        await inner.executeRaw({ sql: `ROLLBACK TO ${name}`, args: [], argTypes: [] });
      },
      releaseSavepoint: async (name) => {
        await inner.executeRaw({ sql: `RELEASE SAVEPOINT ${name}`, args: [], argTypes: [] });
      },
    };
  }

  getConnectionInfo() {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: false };
  }

  dispose() {
    return this.inner.dispose();
  }
}

/** The adapter factory for a SQLite file (absolute path). */
export function serialSqliteAdapter(file: string): SqlDriverAdapterFactory {
  // timeout 0: never block the event loop on another process's lock; retryBusy waits instead.
  const factory = new PrismaBetterSqlite3({ url: 'file:' + file, timeout: 0 });
  return {
    provider: 'sqlite',
    adapterName: factory.adapterName,
    connect: async () => new SerialSqliteAdapter((await factory.connect()) as Inner),
  };
}
