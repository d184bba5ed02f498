import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { disconnectDb } from '@/lib/db';
import { runBackup } from '@/lib/ops/backup';
import { restoreBackup } from '@/lib/ops/restore';
import { addRows, migrateApart } from '@/__tests__/support/backups';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

// A backup holds every learner's name, e-mail, phone and payments: no other account on the
// machine may read it, whatever the umask the site runs under (022 is the usual one).
describe.each(backends)('backup files are the owner’s only on %s', (backend) => {
  let database: TestDatabase;
  let parent: string;
  let dir: string;
  let umask: number;

  beforeEach(async () => {
    umask = process.umask(0o022);
    database = await createTestDatabase(backend);
    parent = mkdtempSync(path.join(os.tmpdir(), 'backup-perm-'));
    dir = path.join(parent, 'backups');
    await useDatabase(database.url, {
      BACKUP_DIR: dir,
      BACKUP_S3_URL: undefined,
      BACKUP_S3_ACCESS_KEY_ID: undefined,
      BACKUP_S3_SECRET_ACCESS_KEY: undefined,
    });
  });
  afterEach(async () => {
    process.umask(umask);
    await disconnectDb();
    await database.drop();
    rmSync(parent, { recursive: true, force: true });
  });

  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('BACKUP_DIR is created 0700, the backup and the pre-restore copy are 0600', async () => {
    await addRows(database.url, 3, 'perm');
    const outcome = await runBackup({ trigger: 'manual' });
    expect(outcome).toMatchObject({ status: 'ok' });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(outcome!.file!)).toBe(0o600);
    await disconnectDb();
    await restoreBackup(outcome!.file!, { migrate: migrateApart, now: new Date() });
    for (const name of readdirSync(dir)) {
      expect([name, modeOf(path.join(dir, name))]).toEqual([name, 0o600]);
    }
  });
});
