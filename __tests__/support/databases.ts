import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { disconnectDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { resetSaltForTests } from '@/lib/client-info';

export type Backend = 'sqlite' | 'postgresql';

/** SQLite always; PostgreSQL too when global-setup found one. */
export const backends: Backend[] = process.env.TEST_PG_ADMIN_URL
  ? ['sqlite', 'postgresql']
  : ['sqlite'];

const root = path.resolve(__dirname, '..', '..');

function migrate(url: string) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  });
}

export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database of its own for one suite: a copy of the run's template (global-setup.js)
 * when there is one.
 */
export async function createTestDatabase(
  backend: Backend,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    const file = path.join(dir, 'test.db');
    const url = 'file:' + file;
    const template = process.env.TEST_SQLITE_TEMPLATE;
    if (migrated && template) copyFileSync(template, file);
    else if (migrated) migrate(url);
    return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.TEST_PG_ADMIN_URL!;
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const c = new Client({ connectionString: admin });
  await c.connect();
  const template = migrated ? process.env.TEST_PG_TEMPLATE : undefined;
  await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = '/' + name;
  const url = u.toString();
  if (migrated && !template) migrate(url);
  return {
    url,
    drop: async () => {
      const d = new Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}

/** Points the app's env and client at `url` (and forgets cached state). */
export async function useDatabase(url: string, extraEnv: Record<string, string | undefined> = {}) {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  for (const [k, v] of Object.entries(extraEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  resetSaltForTests();
}

export function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}
