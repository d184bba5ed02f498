// Offline migrations: Prisma's schema engine compiled to WebAssembly, talking to the database through
// the same driver adapters the app uses. The Prisma CLI would download a native engine instead, which
// cannot work without a network. Plain ESM so scripts can run it without a TypeScript loader.
// This module holds where things are (the project root, the SQLite file, the schema, the
// migrations folder) and the driver adapters the engine talks through; running the engine (apply,
// diff) is lib/db/schema-engine.mjs.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {string} url */
export function providerOf(url) {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(
    'DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL); got ' +
      JSON.stringify(url.replace(/\/\/[^@/]*@/, '//***@')),
  );
}

/** Absolute path of the SQLite file a file: URL names (relative paths are from the project root). */
export function sqlitePath(url) {
  const p = url.slice('file:'.length).replace(/\?.*$/, '');
  return path.isAbsolute(p) ? p : path.resolve(root, p);
}

export function schemaPath(provider) {
  return provider === 'sqlite'
    ? path.join(root, 'prisma', 'schema.prisma')
    : path.join(root, 'prisma', 'postgresql', 'schema.prisma');
}

export function migrationsDir(provider) {
  return path.join(root, 'prisma', 'migrations', provider);
}

/** The migrations folder in the shape the engine wants (Prisma's migration-folder format). */
export function loadMigrations(provider) {
  const baseDir = migrationsDir(provider);
  mkdirSync(baseDir, { recursive: true });
  const lockPath = path.join(baseDir, 'migration_lock.toml');
  const dirs = readdirSync(baseDir)
    .filter((d) => statSync(path.join(baseDir, d)).isDirectory())
    .sort();
  return {
    baseDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => {
      const file = path.join(baseDir, d, 'migration.sql');
      return {
        path: d,
        migrationFile: {
          path: 'migration.sql',
          content: existsSync(file)
            ? { tag: 'ok', value: readFileSync(file, 'utf8') }
            : { tag: 'error', value: 'migration.sql not found' },
        },
      };
    }),
  };
}

/**
 * A migration-aware driver adapter factory for the URL, built on the adapters lib/db.ts uses, with
 * `cleanup()` to close every connection (and drop any shadow database) the engine opened.
 */
export function adapterFactoryFor(url) {
  const opened = [];
  const cleanups = [];
  const track = async (adapterPromise) => {
    const adapter = await adapterPromise;
    opened.push(adapter);
    return adapter;
  };
  const cleanup = async () => {
    for (const a of opened.splice(0)) await a.dispose().catch(() => {});
    for (const c of cleanups.splice(0)) await c().catch(() => {});
  };

  if (providerOf(url) === 'sqlite') {
    const { PrismaBetterSqlite3 } = require('@prisma/adapter-better-sqlite3');
    const factory = new PrismaBetterSqlite3({ url: 'file:' + sqlitePath(url), timeout: 15_000 });
    return {
      adapterName: factory.adapterName,
      provider: factory.provider,
      connect: () => track(factory.connect().then(scriptAware)),
      connectToShadowDb: () => track(factory.connectToShadowDb().then(scriptAware)),
      cleanup,
    };
  }

  const pg = require('pg');
  const { PrismaPg } = require('@prisma/adapter-pg');
  const schema = new URL(url).searchParams.get('schema') ?? undefined;
  const adapterFor = (connectionString, options) => {
    const pool = new pg.Pool({ connectionString, max: 2 });
    pool.on('connect', charAsText);
    return new PrismaPg(pool, { ...options, disposeExternalPool: true }).connect();
  };
  return {
    adapterName: '@prisma/adapter-pg',
    provider: 'postgres',
    connect: () => track(adapterFor(url, schema ? { schema } : {})),
    // The engine's shadow database (for diffs from the migrations folder): a throw-away database.
    connectToShadowDb: async () => {
      const name = 'prisma_shadow_' + crypto.randomUUID().replace(/-/g, '');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      });
      const u = new URL(url);
      u.pathname = '/' + name;
      u.searchParams.delete('schema');
      return track(adapterFor(u.toString(), {}));
    },
    cleanup,
  };
}

/**
 * The engine reads catalog columns of PostgreSQL's one-byte "char" type (OID 18), which this
 * adapter version does not map; as text they are what the engine expects.
 */
function charAsText(client) {
  const fix = (res) => {
    for (const r of Array.isArray(res) ? res : [res])
      for (const f of r?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
    return res;
  };
  const query = client.query.bind(client);
  client.query = (...args) => {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last];
      args[last] = (err, res) => cb(err, res && fix(res));
      return query(...args);
    }
    const r = query(...args);
    return r && typeof r.then === 'function' ? r.then(fix) : r;
  };
}

/**
 * The WebAssembly engine replays a whole migration file through `executeRaw` when it builds the
 * shadow database, and better-sqlite3 prepares one statement at a time ("contains more than one
 * statement"). Send argument-less multi-statement SQL through `executeScript` instead.
 */
function scriptAware(adapter) {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && /;\s*\S/.test(query.sql)) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}
