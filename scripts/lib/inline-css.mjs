// The build's stylesheets, inlined into its prerendered pages.
//
// A prerendered page names its stylesheet with a <link> in the head: the browser finds it only
// once the HTML arrives, and paints nothing until a second request brings it back, one more round
// trip on a phone's connection (BENCHMARKS.md, "the stylesheet inline, the pages as brotli").
// After the build, each prerendered page gets its stylesheets' rules in a <style> element, and
// the <link> stays, `disabled`: browsers do not fetch a disabled stylesheet, and React, which owns
// the page's stylesheets as resources keyed by their href, finds it there and adopts it, so a
// client-side navigation to another page never fetches the file either. A stylesheet a later
// page adds goes after that <link> (React's precedence order), so it still comes after the
// inlined rules in the cascade.
//
// Pages rendered per request keep their <link>: the file is cached after the first page.
// Next's own `experimental.inlineCss` does the first half of this, but also puts every rule a
// second time into the page's RSC payload, which the browser then parses as a script (measured:
// later first paint, TBT 395 ms).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, writeWhole } from './build-files.mjs';

/** Above this (all of a page's sheets together, uncompressed) the page keeps its links. */
export const INLINE_CSS_MAX_BYTES = 160 * 1024;

// Exactly what React renders for Next's stylesheet resources; a link already `disabled` is one
// this step inlined before.
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"([^>]*?)\/>/g;

/**
 * The stylesheet's text as it may stand in the page: every relative url() (Next's fonts are
 * `url(../media/…)`) made absolute against the stylesheet's own address, which is what it was
 * relative to. Null if the text could end the <style> element early.
 * @param {string} css
 * @param {string} href the stylesheet's path, /_next/static/…
 */
export function cssForPage(css, href) {
  if (/<\/style/i.test(css)) return null;
  return css.replace(/url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g, (whole, quote, ref) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const u = new URL(ref, `https://site.invalid${href}`);
    return `url(${quote}${u.pathname}${u.search}${u.hash}${quote})`;
  });
}

/**
 * The page's HTML with its stylesheets inlined, or null when there is nothing to do (already done,
 * no stylesheet, a sheet missing from the build, or more than INLINE_CSS_MAX_BYTES of them).
 * @param {string} html
 * @param {(href: string) => string | null} readSheet a stylesheet's text by its path, or null
 */
export function inlineStylesheets(html, readSheet) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return null;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(LINK)].filter((m) => !/\bdisabled\b/.test(m[2] ?? ''));
  if (links.length === 0) return null;
  const sheets = [];
  let bytes = 0;
  for (const m of links) {
    const text = readSheet(m[1]);
    const css = text === null ? null : cssForPage(text, m[1]);
    if (css === null) return null;
    bytes += Buffer.byteLength(css);
    sheets.push(css);
  }
  if (bytes > INLINE_CSS_MAX_BYTES) return null;
  let i = 0;
  const newHead = head.replace(LINK, (whole, href, rest) => {
    if (/\bdisabled\b/.test(rest)) return whole;
    const css = sheets[i++];
    return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}"${rest} disabled=""/>`;
  });
  return newHead + html.slice(headEnd);
}

/**
 * Inlines the stylesheets of every prerendered page of the build in `distDir` (.next), in place.
 * Safe to run again: a page done before is left as it is. Returns how many pages it changed.
 * @param {string} distDir
 */
export function inlineBuildStylesheets(distDir) {
  const cache = new Map();
  const readSheet = (href) => {
    if (!cache.has(href)) {
      const file = path.join(distDir, href.slice('/_next/'.length));
      cache.set(href, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return cache.get(href);
  };
  let changed = 0;
  // server/app holds the pages as built; Next 16 serves each from its own copy in
  // server/route-cache, made from the built page the first time it is served.
  for (const file of filesUnder(path.join(distDir, 'server'), (n) => n.endsWith('.html'))) {
    const html = inlineStylesheets(readFileSync(file, 'utf8'), readSheet);
    if (html === null) continue;
    writeWhole(file, html);
    changed++;
  }
  return changed;
}
