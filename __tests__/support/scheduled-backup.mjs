// One instance's daily-backup pass in a process of its own (backup-instances.test.ts races two):
// waits until argv[3] (epoch ms) so both ask at the same moment, runs runScheduledBackup(argv[2])
// and prints what it did.
import { appModules } from '../../scripts/lib/app-modules.mjs';

const load = appModules();
const { runScheduledBackup } = await load('lib/ops/backup-schedule.ts');
const { disconnectDb } = await load('lib/db.ts');
const at = Number(process.argv[3]);
while (Date.now() < at) await new Promise((r) => setTimeout(r, 1));
const r = await runScheduledBackup(Number(process.argv[2]));
console.log(typeof r === 'string' ? r : r.status);
await disconnectDb();
process.exit(0);
