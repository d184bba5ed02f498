// The build's prerendered pages, as the production server's CSP step finds them
// (lib/security/csp-server.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's prerender manifest (`.next/prerender-manifest.json`), or null if there is none. */
export function readPrerenderManifest(distDir) {
  const file = path.join(distDir, 'prerender-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The prerendered pages' HTML files: path → file. Routes without one are route handlers. */
export function prerenderedPageFiles(distDir, manifest = readPrerenderManifest(distDir)) {
  const pages = new Map();
  for (const route of Object.keys(manifest?.routes ?? {})) {
    const file = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route}.html`);
    if (existsSync(file)) pages.set(route, file); // else robots.txt, icon.svg and the like
  }
  return pages;
}

/** A request's path as the manifest names it: decoded, without query, hash or trailing slash. */
export function pathOf(url) {
  const raw = url.split(/[?#]/, 1)[0] || '/';
  let p;
  try {
    p = decodeURIComponent(raw);
  } catch {
    p = raw;
  }
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}
