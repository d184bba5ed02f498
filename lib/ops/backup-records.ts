import 'server-only';
import { db } from '@/lib/db';

/** A backup as the system page shows it (the Backup table, lib/ops/backup.ts writes it). */
export type BackupRecord = {
  id: string;
  /** scheduled (the daily worker) or manual (`npm run db:backup`) */
  trigger: string;
  /** sqlite (a verified copy of the file), pg_dump, or managed (the provider's backups) */
  method: string;
  /** running, ok (written and verified), failed, or skipped (PostgreSQL without pg_dump) */
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  file: string | null;
  sizeBytes: number | null;
  schemaVersion: string | null;
  rowCounts: Record<string, number> | null;
  verified: boolean;
  uploadedAt: Date | null;
  uploadError: string | null;
  prunedAt: Date | null;
  error: string | null;
  instance: string | null;
};

type Row = Awaited<ReturnType<ReturnType<typeof db>['backup']['findMany']>>[number];

function toRecord(r: Row): BackupRecord {
  let rowCounts: Record<string, number> | null = null;
  try {
    rowCounts = r.rowCounts ? (JSON.parse(r.rowCounts) as Record<string, number>) : null;
  } catch {
    rowCounts = null;
  }
  return { ...r, rowCounts };
}

/** The last `n` backups (any outcome), newest first. */
export async function lastBackups(n: number): Promise<BackupRecord[]> {
  const rows = await db().backup.findMany({
    orderBy: { startedAt: 'desc' },
    take: Math.max(0, Math.min(n, 1000)),
  });
  return rows.map(toRecord);
}

/** When the newest backup that was written and verified finished, or null when none has. */
export async function lastSuccessfulBackupAt(): Promise<Date | null> {
  const row = await db().backup.findFirst({
    where: { status: 'ok' },
    orderBy: { finishedAt: 'desc' },
    select: { finishedAt: true },
  });
  return row?.finishedAt ?? null;
}
