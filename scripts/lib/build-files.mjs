// What the steps that prepare a build's files after `next build` share (precompressed.mjs,
// inline-css.mjs, precompressed-pages.mjs): finding files, replacing one whole, brotli once.
import { existsSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files under `dir` that `keep(name, size)` accepts. */
export function filesUnder(dir, keep, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) filesUnder(p, keep, out);
    else if (keep(name, st.size)) out.push(p);
  }
  return out;
}

/**
 * Replaces `file` whole: another instance starting from the same build, or a request, reads either
 * the old content or the new, never a file half written.
 */
export function writeWhole(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Brotli at quality 11: slow (about 0.5 s for the landing page), so only once per file. */
export const brotliOnce = (data) =>
  zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
