// npm run db:backup: takes a backup now (the same code as the daily one, lib/ops/backup.ts):
// SQLite: a verified, gzipped copy in BACKUP_DIR; PostgreSQL: a pg_dump archive when pg_dump is
// installed. Uploads it when BACKUP_S3_URL is set, applies retention, prints where it went.
import { existsSync } from 'node:fs';
import { sqlitePath } from '../lib/db/migrate.mjs';
import { appModules } from './lib/app-modules.mjs';
import { checkEnv } from './lib/env-check.mjs';

if (process.argv.length > 2) {
  console.log('Usage: npm run db:backup   (takes a backup of DATABASE_URL now; no arguments)');
  process.exit(process.argv.includes('--help') ? 0 : 2);
}
const env = await checkEnv();
if (env.DATABASE_URL.startsWith('file:') && !existsSync(sqlitePath(env.DATABASE_URL))) {
  console.error(`There is no database at ${sqlitePath(env.DATABASE_URL)} yet: nothing to back up.`);
  process.exit(1);
}
const load = appModules();
const { runBackup } = await load('lib/ops/backup.ts');
const { disconnectDb } = await load('lib/db.ts');

const mb = (n) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1e3))} kB`;

let code = 0;
try {
  const r = await runBackup({ trigger: 'manual' });
  if (r.status === 'ok') {
    const counts = Object.values(r.rowCounts ?? {});
    console.log(
      `Backup written and verified: ${r.file}\n` +
        `  ${mb(r.sizeBytes ?? 0)}, ${counts.length} tables, ${counts.reduce((a, b) => a + b, 0)} rows, ` +
        `schema ${r.schemaVersion || '(none)'}.`,
    );
    if (r.uploadedTo) console.log(`Uploaded to ${r.uploadedTo}.`);
    if (r.uploadError) {
      console.error(`The upload to the bucket failed: ${r.uploadError}. The local copy is kept.`);
      code = 1;
    }
    if (r.pruned.length) console.log(`Removed by retention: ${r.pruned.join(', ')}.`);
  } else if (r.status === 'skipped') {
    console.log(r.error);
  } else {
    console.error(`The backup failed, nothing was kept: ${r.error}`);
    code = 1;
  }
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  console.error(
    /Backup|does not exist/.test(message)
      ? 'The database has no Backup table yet: run `npm run db:migrate` (or start the site once), then back up.'
      : `The backup could not start: ${message}`,
  );
  code = 1;
} finally {
  await disconnectDb();
}
process.exit(code);
