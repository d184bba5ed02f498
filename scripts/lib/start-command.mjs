// How `npm start` runs the server (package.json's "start" script): its environment settings and
// Node options, read from the script itself so the measuring scripts start the server the same way.
// - MALLOC_ARENA_MAX=2: glibc otherwise gives each thread that allocates (libuv's pool, V8's
//   helpers) an arena of its own, and the freed memory of each stays resident;
// - --max-semi-space-size=4 (MB): a smaller young generation, collected more often, so a burst of
//   requests does not grow the heap for good.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

/** @returns {{ env: Record<string, string>, nodeArgs: string[] }} */
export function startCommand() {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const words = script.split(/\s+/);
  const env = {};
  const nodeArgs = [];
  let i = 0;
  for (; i < words.length && /^[A-Z_]+=/.test(words[i]); i++) {
    const [name, value] = words[i].split('=', 2);
    env[name] = value;
  }
  if (words[i++] !== 'node') throw new Error(`package.json "start" does not run node: ${script}`);
  for (; i < words.length && words[i].startsWith('--'); i++) nodeArgs.push(words[i]);
  return { env, nodeArgs };
}
