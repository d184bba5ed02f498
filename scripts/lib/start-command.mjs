// How `npm start` runs the server (package.json's "start" script): its environment settings and
// Node options, read from the script itself so the measuring scripts start the server the same way.
// - MALLOC_ARENA_MAX=2: glibc otherwise gives each thread that allocates (libuv's pool, V8's
//   helpers) an arena of its own, and the freed memory of each stays resident;
// - MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_ (128 KB, fixed): glibc otherwise raises both
//   after the first large block it frees (V8's compiler and parser allocate such blocks at start),
//   and from then on keeps up to 64 MB of freed memory resident instead of returning it;
// - --max-old-space-size=256 (MB): V8 lets garbage pile up in proportion to its heap limit before
//   a full collection; with the default limit (about 4 GB on a machine with 16 GB or more) one
//   instance held about 400 MB after the budget's mixed load, with 512 MB 189-203 MB, with 256
//   174-188 MB, for about 80 MB of live objects: the limit is three times that, so a burst fits
//   (the CSV export streams; a PDF is a few hundred KB; uploads are Buffers, outside this heap);
// - --max-semi-space-size=2 (MB): a smaller young generation, collected more often, so a burst of
//   requests does not grow the heap for good;
// - --v8-pool-size=2: V8's helper threads (compilation and collection), four by default; two, the
//   cores of the small server this site needs, hold fewer compilations' memory at once (about 20 MB
//   less after the mixed load here).
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
