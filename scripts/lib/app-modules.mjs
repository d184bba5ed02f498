// Loads the app's TypeScript modules (lib/...) from a command-line script, with the '@/' alias and
// without Next's server-only guard (these scripts are server code).
import { createJiti } from 'jiti';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

export function appModules() {
  const jiti = createJiti(import.meta.url, {
    alias: { '@': root, 'server-only': path.join(root, 'scripts', 'lib', 'empty.cjs') },
  });
  return (file) => jiti.import(path.join(root, file));
}
