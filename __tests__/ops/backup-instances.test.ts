import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { db, disconnectDb } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

describe.each(backends)('the daily backup with two instances on %s', (backend) => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-instances-'));
    await useDatabase(database.url, { BACKUP_DIR: dir });
  });
  afterEach(async () => {
    await disconnectDb();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken by exactly one of them, even when both ask at the same moment', async () => {
    const due = String(Date.parse('2026-12-02T03:05:00+05:30'));
    // both processes load the app first, then ask at this moment
    const at = String(Date.now() + 12_000);
    const instance = () =>
      run(
        process.execPath,
        [path.join(__dirname, '..', 'support', 'scheduled-backup.mjs'), due, at],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_HOUR: '3' },
        },
      );
    const said = (await Promise.all([instance(), instance()])).map((r) => r.stdout.trim());
    expect(said.filter((s) => s === 'ok')).toHaveLength(1);
    expect(['taken', 'running', 'done']).toContain(said.find((s) => s !== 'ok'));
    const rows = await db().backup.findMany();
    expect(rows.map((r) => [r.slot, r.status])).toEqual([['2026-12-02#0', 'ok']]);
    expect(readdirSync(dir).filter((f) => f.startsWith('school-'))).toHaveLength(1);
  }, 60_000);
});
