// Validates the environment with the app's own schema (lib/env.ts) before anything starts.
import { createJiti } from 'jiti';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

export async function checkEnv() {
  const jiti = createJiti(import.meta.url);
  const { parseEnv, EnvError } = await jiti.import(path.join(root, 'lib', 'env.ts'));
  try {
    return parseEnv(process.env);
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
