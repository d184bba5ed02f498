import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { disconnectDb } from '@/lib/db';
import { env } from '@/lib/env';
import { runBackup } from '@/lib/ops/backup';
import { BackupUnusableError, backupName } from '@/lib/ops/backup-files';
import { listBackups, s3Target } from '@/lib/ops/backup-s3';
import { restoreBackup } from '@/lib/ops/restore';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { addRows, migrateApart } from '@/__tests__/support/backups';
import { createTestDatabase, useDatabase, type TestDatabase } from '@/__tests__/support/databases';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

type Server = { run(): Promise<AddressInfo>; close(): Promise<void> };

describe('backups off the machine (an S3-compatible bucket: s3rver on loopback)', () => {
  let server: Server;
  let store: string;
  let port: number;
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    store = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: store,
      configureBuckets: [{ name: 'school-backups' }],
    }) as Server;
    port = (await server.run()).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(store, { recursive: true, force: true });
  });

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-s3-'));
    await useDatabase(database.url, {
      BACKUP_DIR: dir,
      BACKUP_S3_URL: `http://127.0.0.1:${port}/school-backups/site-${Math.random().toString(36).slice(2)}`,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_KEEP_DAILY: '7',
      BACKUP_KEEP_WEEKLY: '4',
      BACKUP_KEEP_MONTHLY: '12',
    });
  });
  afterEach(async () => {
    await disconnectDb();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uploads each verified backup, and a restore by name fetches it from the bucket', async () => {
    await addRows(database.url, 12, 'kept');
    const outcome = await runBackup({ trigger: 'manual' });
    expect(outcome).toMatchObject({ status: 'ok', uploadError: null });
    const name = path.basename(outcome!.file!);
    expect(outcome!.uploadedTo).toBe(`${s3Target(env())!.where}${name}`);
    expect(await listBackups(s3Target(env())!)).toEqual([name]);

    // the machine is lost: no local file, more rows written since
    rmSync(outcome!.file!);
    await addRows(database.url, 3, 'lost');
    await disconnectDb();
    const report = await restoreBackup(name, { migrate: migrateApart });
    expect(report.rowCounts.Outbox).toBe(12);
    expect(readdirSync(dir)).toContain(name);
  });

  it('a name the bucket does not hold is refused clearly', async () => {
    const missing = backupName(new Date(), '20200101000000_x', '.db.gz');
    await expect(restoreBackup(missing, { migrate: migrateApart })).rejects.toThrow(
      BackupUnusableError,
    );
    await expect(restoreBackup(missing, { migrate: migrateApart })).rejects.toThrow(
      `There is no backup named ${missing}`,
    );
  });

  it('keeps 7 daily, 4 weekly and 12 monthly backups in the bucket too', async () => {
    const t = s3Target(env())!;
    // a year of daily backups made before today's (one a day at 03:00 in India)
    const day = 86_400_000;
    const today = Date.now();
    const old = Array.from({ length: 400 }, (_, i) =>
      backupName(new Date(today - (i + 1) * day), '20261121091548_init', '.db.gz'),
    );
    for (const name of old) {
      await t.client.send(
        new PutObjectCommand({ Bucket: t.bucket, Key: t.prefix + name, Body: 'x' }),
      );
    }
    // and a file that is not a backup, which retention leaves alone
    await t.client.send(
      new PutObjectCommand({ Bucket: t.bucket, Key: t.prefix + 'notes.txt', Body: 'x' }),
    );
    const outcome = await runBackup({ trigger: 'manual' });
    expect(outcome!.status).toBe('ok');
    const left = await listBackups(t);
    expect(left).toContain(path.basename(outcome!.file!));
    expect(left).toContain('notes.txt');
    const backups = left
      .filter((n) => n.startsWith('school-'))
      .sort()
      .reverse();
    // today's and the six days before it; then weekly and monthly ones reaching back a year
    expect(backups.slice(0, 7)).toEqual([path.basename(outcome!.file!), ...old.slice(0, 6)]);
    expect(backups.length).toBeGreaterThanOrEqual(7 + 12 - 2);
    expect(backups.length).toBeLessThanOrEqual(7 + 4 + 12);
    const months = new Set(backups.map((n) => n.slice(7, 14)));
    expect(months.size).toBe(12);
  }, 60_000);
});
