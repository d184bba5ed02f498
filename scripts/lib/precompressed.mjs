// Brotli for the build's static files. Next compresses every response with gzip as it sends it;
// for /_next/static (content-hashed, cached for a year) the production server instead sends a
// .br file made once after the build: 13 % fewer bytes than gzip for the scripts and stylesheet
// (the landing page's 250 KB of them, about 33 KB less), and no compression work per request.
// Everything else, and any client that does not accept br, goes to Next as before.
// Before compressing, each script gets V8's compile hint (addCompileHints).
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliOnce, filesUnder, writeWhole } from './build-files.mjs';
import { inlineBuildStylesheets } from './inline-css.mjs';
import { acceptsBrotli, compressPages } from './precompressed-pages.mjs';

/** What is worth compressing (fonts and images are compressed already). */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};
const MIN_BYTES = 1024;

const staticFiles = (dir) =>
  filesUnder(dir, (name, size) => Boolean(TYPES[path.extname(name)]) && size >= MIN_BYTES);

/**
 * Writes `<file>.br` (quality 11) beside every compressible file of `.next/static` that lacks one.
 * The names are content hashes, so an existing .br is never stale (addCompileHints removes one
 * made before its hint). Returns how many it wrote.
 * @param {string} distDir the build's directory (.next)
 */
export function compressStatic(distDir) {
  let written = 0;
  for (const file of staticFiles(path.join(distDir, 'static'))) {
    if (existsSync(`${file}.br`)) continue;
    const data = readFileSync(file);
    const br = brotliOnce(data);
    if (br.length < data.length) {
      writeWhole(`${file}.br`, br);
      written++;
    }
  }
  return written;
}

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): a script whose first
 * line is this comment has all its functions compiled eagerly, and for a script the browser
 * streams, on a background thread while it downloads. Without it, each Turbopack module factory is
 * compiled on the main thread when the page first requires it, inside the one task that starts the
 * app: on this machine that task fell from 58-69 ms to about 20 ms (BENCHMARKS.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts COMPILE_HINT at the top of every script in `.next/static/chunks` that lacks it, and removes
 * a brotli file made from the script before (compressStatic makes it again). Every chunk is loaded
 * only when a page needs it, so each script's functions are compiled when it arrives, not when
 * hydration first calls them. Returns how many it changed.
 * @param {string} distDir the build's directory (.next)
 */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of filesUnder(path.join(distDir, 'static', 'chunks'), (n) => n.endsWith('.js'))) {
    // At every start after the first, each script is already hinted: read only its first line.
    if (startsWith(file, COMPILE_HINT)) continue;
    writeWhole(file, COMPILE_HINT + readFileSync(file, 'utf8'));
    rmSync(`${file}.br`, { force: true });
    changed++;
  }
  return changed;
}

/** Whether `file` begins with `prefix` (ASCII), reading no more of it than that. */
function startsWith(file, prefix) {
  const head = Buffer.alloc(prefix.length);
  const fd = openSync(file, 'r');
  try {
    return (
      readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === prefix
    );
  } finally {
    closeSync(fd);
  }
}

/**
 * What the production server needs of a fresh build: the compile hints, then the brotli files,
 * then the stylesheets inlined into the prerendered pages (inline-css.mjs), then those pages as
 * brotli (precompressed-pages.mjs). Safe to run again: each step skips what is done.
 * @param {string} distDir the build's directory (.next)
 */
export function prepareStatic(distDir) {
  addCompileHints(distDir);
  compressStatic(distDir);
  inlineBuildStylesheets(distDir);
  compressPages(distDir);
}

/**
 * The production server's step for /_next/static: answers GET and HEAD from the .br file when the
 * client accepts br and one exists (with the same headers Next would send: `headers`, from
 * next.config, plus a year's immutable caching), and returns false. Otherwise returns true and
 * the request goes on to Next.
 * @param {string} distDir the build's directory (.next)
 * @param {[string, string][]} headers the headers next.config gives every response
 */
export function createPrecompressedStep(distDir, headers) {
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, { body: Buffer, type: string, etag: string } | null>} */
  const cache = new Map();
  const load = (pathname) => {
    if (cache.has(pathname)) return cache.get(pathname);
    let entry = null;
    const rel = pathname.slice('/_next/static/'.length);
    const file = path.join(staticDir, rel);
    const type = TYPES[path.extname(file)];
    if (type && file.startsWith(staticDir + path.sep) && existsSync(`${file}.br`)) {
      const body = readFileSync(`${file}.br`);
      const etag = `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      entry = { body, type, etag };
    }
    cache.set(pathname, entry);
    return entry;
  };
  return function servePrecompressed(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return true;
    const url = req.url ?? '';
    if (!url.startsWith('/_next/static/')) return true;
    if (!acceptsBrotli(req.headers['accept-encoding'])) return true;
    const pathname = url.split(/[?#]/, 1)[0];
    // Only plain file names: nothing encoded, no dot segments (Next answers those itself).
    if (/%|\\|\/\.\.?(\/|$)/.test(pathname)) return true;
    const entry = load(pathname);
    if (!entry) return true;
    for (const [key, value] of headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return false;
    }
    res.setHeader('Content-Length', entry.body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return false;
  };
}
