import { parseEnv } from '@/lib/env';
import { launchChecklist } from '@/lib/launch-checklist';
import { backupName, parseBackupName, toPrune } from '@/lib/ops/backup-files';

const day = 86_400_000;
const keep = { daily: 7, weekly: 4, monthly: 12 };

describe('backup names', () => {
  it('carry the time in India and the schema version, and read back', () => {
    const at = new Date('2026-12-01T21:30:05Z'); // 03:00:05 on 2 December in India
    const name = backupName(at, '20261202013735_add_backups', '.db.gz');
    expect(name).toBe('school-2026-12-02T030005IST-20261202013735_add_backups.db.gz');
    expect(parseBackupName(name)).toMatchObject({
      day: '2026-12-02',
      at,
      schemaVersion: '20261202013735_add_backups',
    });
    expect(parseBackupName('notes.txt')).toBeNull();
    expect(parseBackupName('site.db.before-restore-20261202T014504Z')).toBeNull();
  });
});

describe('retention: 7 daily, 4 weekly, 12 monthly', () => {
  // one backup a day at 03:00 in India for two years, newest first, and a second one on the last day
  const last = Date.parse('2026-12-02T03:00:00+05:30');
  const daily = Array.from({ length: 730 }, (_, i) =>
    backupName(new Date(last - i * day), '20261121091548_init', '.db.gz'),
  );
  const manual = backupName(new Date(last + 3_600_000), '20261121091548_init', '.db.gz');
  const all = [manual, ...daily];
  const kept = all.filter((n) => !toPrune(all, keep).includes(n));

  it('keeps the newest of each of the last 7 days', () => {
    const days = kept.map((n) => parseBackupName(n)!.day);
    expect(days.slice(0, 7)).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-11-30',
      '2026-11-29',
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
    ]);
    // of the two on the last day, the newer
    expect(kept[0]).toBe(manual);
    expect(kept).not.toContain(daily[0]);
  });

  it('keeps one for each of the last 4 weeks and 12 months, and nothing older', () => {
    const months = new Set(kept.map((n) => parseBackupName(n)!.day.slice(0, 7)));
    expect(months.size).toBe(12);
    expect([...months].sort()[0]).toBe('2026-01');
    // 7 days; the weeks' Sundays not already kept (the week of 30 Nov is); the months' last days
    expect(kept.length).toBeGreaterThanOrEqual(7 + 12 - 2);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(kept).toContain(
      backupName(
        new Date(Date.parse('2026-11-22T03:00:00+05:30')),
        '20261121091548_init',
        '.db.gz',
      ),
    );
  });

  it('always keeps the newest, leaves other files alone, and keeps everything when there are few', () => {
    expect(toPrune([manual, 'notes.txt'], { daily: 1, weekly: 0, monthly: 0 })).toEqual([]);
    expect(toPrune(daily.slice(0, 5), keep)).toEqual([]);
    expect(toPrune(daily.slice(0, 3), { daily: 1, weekly: 0, monthly: 0 })).toEqual(
      daily.slice(1, 3),
    );
  });
});

describe('backup settings', () => {
  it('validates the hour, the counts and the bucket with its keys', () => {
    expect(parseEnv({})).toMatchObject({
      BACKUP_DIR: 'data/backups',
      BACKUP_HOUR: 3,
      BACKUP_KEEP_DAILY: 7,
      BACKUP_KEEP_WEEKLY: 4,
      BACKUP_KEEP_MONTHLY: 12,
    });
    expect(() => parseEnv({ BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
    expect(() => parseEnv({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
    expect(() => parseEnv({ BACKUP_S3_URL: 's3://school-backups/site' })).toThrow(
      /BACKUP_S3_ACCESS_KEY_ID: is required with BACKUP_S3_URL/,
    );
    expect(() =>
      parseEnv({
        BACKUP_S3_URL: 'https://AKIA:secret@s3.example.com/school-backups',
        BACKUP_S3_ACCESS_KEY_ID: 'a',
        BACKUP_S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toThrow(/BACKUP_S3_URL: must be/);
    const ok = parseEnv({
      BACKUP_S3_URL: 'https://s3.example.com/school-backups/site',
      BACKUP_S3_ACCESS_KEY_ID: 'a',
      BACKUP_S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(ok.BACKUP_S3_REGION).toBe('us-east-1');
  });

  it('never shows the bucket URL or its keys in the message', () => {
    let message = '';
    try {
      parseEnv({
        BACKUP_S3_URL: 'https://AKIA:secret@s3.example.com/x',
        BACKUP_S3_SECRET_ACCESS_KEY: 's3cr3t-value',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/BACKUP_S3_URL/);
    expect(message).not.toMatch(/secret@|s3cr3t-value/);
  });
});

describe('the launch checklist', () => {
  it('asks for a bucket while the SQLite backups stay on the machine', () => {
    const base = { SITE_URL: 'https://school.test', SMTP_URL: 'smtp://mail.test' };
    const item = /^BACKUP_S3_URL is unset: the daily backups stay on this machine's disk/m;
    expect(
      launchChecklist({ ...base, DATABASE_URL: 'file:./data/site.db' }, {}).join('\n'),
    ).toMatch(item);
    expect(
      launchChecklist(
        { ...base, DATABASE_URL: 'file:./data/site.db', BACKUP_S3_URL: 's3://school-backups' },
        {},
      ).join('\n'),
    ).not.toMatch(item);
    // PostgreSQL: the provider's point-in-time backups are the path (README)
    expect(
      launchChecklist({ ...base, DATABASE_URL: 'postgresql://db/site' }, {}).join('\n'),
    ).not.toMatch(item);
  });
});
