import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { Client } from 'pg';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/** Every row of every table, each table's rows sorted (JSON), for comparing databases exactly. */
export async function allRows(url: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  if (url.startsWith('file:')) {
    const conn = new Database(url.slice(5), { readonly: true });
    try {
      const tables = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[];
      for (const t of tables) {
        out[t] = (conn.prepare(`SELECT * FROM "${t}"`).all() as unknown[])
          .map((r) => JSON.stringify(r))
          .sort();
      }
    } finally {
      conn.close();
    }
    return out;
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const tables = await c.query<{ t: string }>(
      "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const { t } of tables.rows) {
      out[t] = (await c.query(`SELECT * FROM "${t}"`)).rows.map((r) => JSON.stringify(r)).sort();
    }
  } finally {
    await c.end();
  }
  return out;
}

/** Adds `n` rows of ~`size` bytes to the Outbox (status sent: no worker picks them up). */
export async function addRows(url: string, n: number, tag: string, size = 50): Promise<void> {
  const text = 'x'.repeat(size);
  if (url.startsWith('file:')) {
    const conn = new Database(url.slice(5), { timeout: 10_000 });
    try {
      const ins = conn.prepare(
        "INSERT INTO Outbox (id, topic, status, text, createdAt, updatedAt) VALUES (?, ?, 'sent', ?, ?, ?)",
      );
      const now = Date.now();
      conn.transaction(() => {
        for (let i = 0; i < n; i++) ins.run(`${tag}-${i}`, tag, text, now, now);
      })();
    } finally {
      conn.close();
    }
    return;
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      `INSERT INTO "Outbox" (id, topic, status, text, "createdAt", "updatedAt")
       SELECT $1 || '-' || g, $1, 'sent', $2, now(), now() FROM generate_series(0, $3 - 1) g`,
      [tag, text, n],
    );
  } finally {
    await c.end();
  }
}

/** Applies the committed migrations to `url` in a process of its own; the names it applied. */
export async function migrateApart(url: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
  });
  const m = /applied \d+ migration\(s\): (.*)/.exec(stdout);
  return m ? m[1]!.trim().split(', ') : [];
}

/** Runs one of the npm scripts (scripts/<name>.mjs) with `env`; its exit code and output. */
export async function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
      env: { ...process.env, ...env },
      cwd: root,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? 1, stdout: x.stdout ?? '', stderr: x.stderr ?? '' };
  }
}
