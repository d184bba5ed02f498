// npm run db:restore -- <file | backup name in BACKUP_DIR or the bucket>: puts a backup back into
// DATABASE_URL (lib/ops/restore.ts). Refuses while the site is served from that database; verifies
// the backup first; keeps the current database beside it; applies newer migrations; prints the rows.
import { appModules } from './lib/app-modules.mjs';
import { prepareDatabase } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';

const usage =
  'Usage: npm run db:restore -- <file>\n' +
  '  <file>: a backup file (…db.gz for SQLite, …pgdump for PostgreSQL), or the name of one in\n' +
  '  BACKUP_DIR or in the BACKUP_S3_URL bucket. Stop the site first.';
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(usage);
  process.exit(0);
}
if (args.length !== 1) {
  console.error(usage);
  process.exit(2);
}
await checkEnv();
const load = appModules();
const { restoreBackup, RestoreRefused } = await load('lib/ops/restore.ts');
const { BackupUnusableError } = await load('lib/ops/backup-files.ts');
const { disconnectDb } = await load('lib/db.ts');

let code = 0;
try {
  const r = await restoreBackup(args[0], {
    log: (line) => console.log(line),
    migrate: (url) => prepareDatabase(url, { log: () => {} }),
  });
  console.log(`Restored ${r.source} (schema ${r.schemaVersion}).`);
  if (r.kept) console.log(`The database as it was is kept in ${r.kept}.`);
  if (r.migrated.length) console.log(`Applied newer migrations: ${r.migrated.join(', ')}.`);
  console.log('Rows per table now:');
  for (const [table, n] of Object.entries(r.rowCounts)) console.log(`  ${table}: ${n}`);
} catch (e) {
  if (e instanceof RestoreRefused || e instanceof BackupUnusableError) {
    console.error(`Nothing was restored; the database is unchanged. ${e.message}`);
    code = 1;
  } else {
    console.error('The restore failed:', e instanceof Error ? e.message : e);
    code = 1;
  }
} finally {
  await disconnectDb();
}
process.exit(code);
