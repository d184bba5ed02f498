// Run as its own process by env-check.mjs: validates the environment with the app's schema
// (lib/env.ts, loaded through jiti) and, with --checklist, makes the launch checklist
// (lib/launch-checklist.ts). Prints { env, checklist } as JSON on stdout; on an invalid
// environment prints the reason on stderr and exits 1. A process of its own so that jiti, its
// transformed modules and content/ are not kept in the memory of the server that follows.
import { createJiti } from 'jiti';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { parseEnv, EnvError } = await jiti.import(path.join(root, 'lib', 'env.ts'));
let env;
try {
  env = parseEnv(process.env);
} catch (e) {
  if (e instanceof EnvError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
let checklist = [];
if (process.argv.includes('--checklist')) {
  try {
    const mod = await jiti.import(path.join(root, 'lib', 'launch-checklist.ts'));
    checklist = mod.launchChecklist(env);
  } catch (e) {
    // The checklist informs; it never stops the server.
    checklist = [`(the launch checklist could not be made: ${e instanceof Error ? e.message : e})`];
  }
}
process.stdout.write(JSON.stringify({ env, checklist }));
