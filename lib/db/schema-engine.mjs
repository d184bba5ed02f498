// Running Prisma's WebAssembly schema engine: applying the committed migrations (under a lock, so
// instances started together apply each once) and the diff a new migration starts from. Where the
// files are and the driver adapters it talks through are lib/db/migrate.mjs.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  adapterFactoryFor,
  loadMigrations,
  providerOf,
  schemaPath,
  sqlitePath,
} from './migrate.mjs';

const require = createRequire(import.meta.url);

let wasmReady;
async function loadEngineModule() {
  wasmReady ??= (async () => {
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
    const bg = await import(path.join(dir, 'schema_engine_bg.js'));
    const mod = new WebAssembly.Module(readFileSync(path.join(dir, 'schema_engine_bg.wasm')));
    const instance = new WebAssembly.Instance(mod, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return bg;
  })();
  return wasmReady;
}

const noFilter = { externalTables: [], externalEnums: [] };

async function withEngine(url, fn, { quiet = true } = {}) {
  const provider = providerOf(url);
  const bg = await loadEngineModule();
  const { bindMigrationAwareSqlAdapterFactory } = require('@prisma/driver-adapter-utils');
  const sp = schemaPath(provider);
  const factory = adapterFactoryFor(url);
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[sp, readFileSync(sp, 'utf8')]] },
    (line) => {
      if (!quiet) console.error(line);
    },
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine, provider);
  } finally {
    engine.free();
    await factory.cleanup();
  }
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Holds a lock for the whole apply so that instances started together apply each migration once.
 * PostgreSQL: a session advisory lock. SQLite: a lock file beside the database (one machine).
 */
async function withMigrationLock(url, fn) {
  if (providerOf(url) === 'postgresql') {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(72707370)');
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(72707370)').catch(() => {});
      await client.end().catch(() => {});
    }
  }
  const file = sqlitePath(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = file + '.migrate-lock';
  const started = Date.now();
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = NaN;
      try {
        holder = Number(readFileSync(lock, 'utf8'));
      } catch {}
      let alive = false;
      try {
        if (holder) {
          process.kill(holder, 0);
          alive = true;
        } else {
          // Created but its pid not yet written (the holder is between the two steps of 'wx'):
          // held, unless a crash left it empty long ago.
          alive = Date.now() - statSync(lock).mtimeMs < 10_000;
        }
      } catch {}
      if (!alive || Date.now() - started > 120_000) rmSync(lock, { force: true });
      else await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * True when the SQLite file already records every migration of `list` as applied, unchanged
 * (Prisma's checksum is the SHA-256 of migration.sql), with no failed or unknown one: then there is
 * nothing for the engine to do. Read through a read-only connection, which a running site's
 * connection does not block. The engine is not asked: it opens the file with
 * `PRAGMA locking_mode=EXCLUSIVE` even when it has nothing to apply, and that waits for every other
 * connection to close, so `npm run user:create` beside a running site waited 15 s and failed.
 */
function sqliteUpToDate(url, list) {
  const file = sqlitePath(url);
  if (!existsSync(file)) return false;
  const Database = require('better-sqlite3');
  let rows;
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5_000 });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
      .get();
    if (!table) return false;
    rows = db
      .prepare(
        'SELECT migration_name AS name, checksum, finished_at AS finished, rolled_back_at AS rolledBack FROM _prisma_migrations',
      )
      .all();
  } finally {
    db.close();
  }
  const applied = new Map();
  for (const r of rows) {
    if (r.rolledBack != null) continue;
    if (r.finished == null) return false; // a failed migration: the engine reports it
    applied.set(r.name, r.checksum);
  }
  const local = list.migrationDirectories;
  if (applied.size !== local.length) return false;
  return local.every((d) => {
    const sql = d.migrationFile.content;
    if (sql.tag !== 'ok') return false;
    return applied.get(d.path) === createHash('sha256').update(sql.value).digest('hex');
  });
}

/**
 * Applies every committed migration the database lacks. Idempotent. Returns the names applied.
 * `upTo` (a migration folder name) stops there: tests fill a database as an older release left it.
 */
export async function applyMigrations(url, { upTo } = {}) {
  const provider = providerOf(url);
  if (provider === 'sqlite') mkdirSync(path.dirname(sqlitePath(url)), { recursive: true });
  const list = loadMigrations(provider);
  if (upTo) list.migrationDirectories = list.migrationDirectories.filter((d) => d.path <= upTo);
  return withMigrationLock(url, async () => {
    if (provider === 'sqlite' && sqliteUpToDate(url, list)) return [];
    try {
      return await withEngine(url, async (engine) => {
        const out = await engine.applyMigrations({
          migrationsList: list,
          filters: noFilter,
        });
        return out.appliedMigrationNames;
      });
    } catch (e) {
      if (provider !== 'sqlite' || !/timeout|locked|busy/i.test(String(e?.message))) throw e;
      throw new Error(
        `The SQLite database ${sqlitePath(url)} has migrations to apply, and applying them needs ` +
          'the file alone, but another process (the running site?) has it open. Stop it and run ' +
          'this again; it applies the migrations and the site can start after.',
        { cause: e },
      );
    }
  });
}

/** SQL that takes the committed migrations of `provider` to the current schema ('' when none). */
export async function diffFromMigrations(provider, scratchUrl) {
  return withEngine(scratchUrl, async (engine) => {
    const sp = schemaPath(provider);
    const list = loadMigrations(provider);
    const from = list.migrationDirectories.length
      ? { tag: 'migrations', ...list }
      : { tag: 'empty' };
    const res = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: sp, content: readFileSync(sp, 'utf8') }] },
      script: true,
      exitCode: null,
      shadowDatabaseUrl: null,
      filters: noFilter,
    });
    const sql = (res.stdout ?? '').trim();
    return /^-- This is an empty migration\.?$/.test(sql) ? '' : sql;
  });
}
