// Brotli for the prerendered pages.
//
// Next compresses every response with gzip as it sends it. A prerendered page is the same bytes
// for every visitor, so the production server sends it as brotli made once, at quality 11, after
// the build: the landing page with its stylesheet inline is 35 KB that way, against 51 KB as gzip
// (BENCHMARKS.md, "the stylesheet inline, the pages as brotli"), and no compression work per
// request.
//
// Next still answers the request (its headers, its ETag, its 304s); for a prerendered path the
// request reaches it without Accept-Encoding, so it sends the page as built, and this step swaps
// the body for the brotli file of the page with that ETag. A page that is not the one built
// (which the CSP check rules out) would go uncompressed, with a warning in the server's log.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { brotliOnce, writeWhole } from './build-files.mjs';
import { pathOf, prerenderedPageFiles } from './prerendered-pages.mjs';

const require = createRequire(import.meta.url);

/** Whether `br` is the brotli of `html`. */
function isBrotliOf(br, html) {
  try {
    return zlib.brotliDecompressSync(br).equals(html);
  } catch {
    return false;
  }
}

/**
 * Writes `<page>.html.br` (quality 11) beside every prerendered page that lacks a current one.
 * Run after anything that changes the pages (inline-css.mjs). Returns how many it wrote.
 * @param {string} distDir the build's directory (.next)
 */
export function compressPages(distDir) {
  let written = 0;
  for (const file of prerenderedPageFiles(distDir).values()) {
    const html = readFileSync(file);
    const brFile = `${file}.br`;
    if (existsSync(brFile) && isBrotliOf(readFileSync(brFile), html)) continue;
    writeWhole(brFile, brotliOnce(html));
    written++;
  }
  return written;
}

/** Whether an Accept-Encoding header takes br (q above 0). */
export const acceptsBrotli = (header) =>
  typeof header === 'string' &&
  header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });

function addVary(res, field) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === field.toLowerCase())) {
    res.setHeader('Vary', vary ? `${vary}, ${field}` : field);
  }
}

/**
 * The production server's step for prerendered pages (call it before Next handles the request).
 * @param {string} distDir the build's directory (.next)
 */
export function createPageCompressionStep(distDir) {
  const { generateETag } = require('next/dist/server/lib/etag.js');
  /** Next's ETag of each page as built → the page as brotli. */
  const byEtag = new Map();
  const paths = new Set();
  for (const [route, file] of prerenderedPageFiles(distDir)) {
    paths.add(route);
    const brFile = `${file}.br`;
    if (existsSync(brFile)) {
      byEtag.set(generateETag(readFileSync(file, 'utf8')), readFileSync(brFile));
    }
  }
  const warned = new Set();
  return function compressPage(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    // A client-side navigation's RSC payload, or a client that does not take br: Next's gzip.
    if (req.headers.rsc !== undefined || !acceptsBrotli(req.headers['accept-encoding'])) return;
    const pathname = pathOf(req.url ?? '/');
    if (!paths.has(pathname)) return;
    delete req.headers['accept-encoding'];
    /** The brotli body, once the headers show this is the page as built; null if not. */
    let body;
    // Decided when the status line and headers are written: by Next's compression step just
    // before it ends the response, or by Node's own end. Headers can still change here.
    const decide = () => {
      if (body !== undefined) return;
      body = null;
      const etag = res.getHeader('ETag');
      if (res.statusCode !== 200 || res.getHeader('Content-Encoding')) return;
      const br = typeof etag === 'string' ? byEtag.get(etag) : undefined;
      if (!br) {
        // Only a page regenerated at run time could differ from the build, and the CSP check
        // refuses such a build (lib/security/csp-server.ts): say so rather than guess.
        if (!warned.has(pathname)) {
          warned.add(pathname);
          console.warn(`[pages] ${pathname} is not the page as built: sent without compression`);
        }
        return;
      }
      body = br;
      // Another representation of the same page: a weak validator (Next matches W/ too).
      res.setHeader('ETag', `W/${etag}`);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', br.length);
      addVary(res, 'Accept-Encoding');
    };
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadOfPage(...args) {
      if (typeof args[0] === 'number') res.statusCode = args[0];
      decide();
      return writeHead.apply(res, args);
    };
    const end = res.end;
    res.end = function endOfPage(chunk, encoding, callback) {
      if (!res.headersSent) decide();
      if (!body) return end.call(res, chunk, encoding, callback);
      const done = [encoding, callback].find((a) => typeof a === 'function');
      return req.method === 'HEAD' ? end.call(res, done) : end.call(res, body, done);
    };
  };
}
