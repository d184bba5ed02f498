import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  pathOf,
  prerenderedPageFiles,
  readPrerenderManifest,
} from '../../scripts/lib/prerendered-pages.mjs';
import { canNavigateInPlace, inlineScriptHashes, newNonce, policyFor } from './csp';

/**
 * The production server's side of the CSP (scripts/server.mjs calls these; Next's own `headers()`
 * cannot, because a prerendered page's hashes are known only once the build has rendered it).
 */

/** Path of a prerendered page → the hash sources of its inline scripts. */
export type PrerenderedScripts = ReadonlyMap<string, readonly string[]>;

export class CspBuildError extends Error {}

/**
 * Reads the pages `next build` prerendered (`.next/prerender-manifest.json` and their HTML) and
 * hashes their inline scripts. A page regenerated at run time (ISR: `revalidate`, or a dynamic
 * route rendered on demand and then cached) would get new inline scripts that no hash here covers,
 * so such a build is refused: a page is either prerendered once at build or rendered per request.
 */
export function readPrerenderedScripts(distDir: string): PrerenderedScripts {
  const manifest = readPrerenderManifest(distDir);
  if (!manifest) throw new Error(`no prerender manifest in ${distDir}: run the build first`);
  const pages = new Map<string, readonly string[]>();
  const problems: string[] = [];
  for (const [route, file] of prerenderedPageFiles(distDir, manifest)) {
    const revalidate = manifest.routes[route]?.initialRevalidateSeconds;
    if (typeof revalidate === 'number') {
      problems.push(`${route} is regenerated every ${revalidate} s (revalidate)`);
    }
    pages.set(route, inlineScriptHashes(readFileSync(file, 'utf8')));
  }
  for (const [route, info] of Object.entries(manifest.dynamicRoutes ?? {})) {
    if (info.fallback !== false) problems.push(`${route} caches pages rendered on demand`);
  }
  if (problems.length) {
    throw new CspBuildError(
      `Content-Security-Policy: ${problems.join('; ')}. Hashes of a prerendered page's inline ` +
        'scripts cannot follow a page regenerated at run time: prerender it once at build ' +
        '(no revalidate; dynamicParams = false) or render it per request (lib/security/csp.ts).',
    );
  }
  return pages;
}

const STATIC_ASSET = /^\/_next\/(?:static|image)\//;

function refererPath(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer) return '/';
  try {
    const u = new URL(referer);
    return u.host === req.headers.host ? pathOf(u.pathname) : '/';
  } catch {
    return '/';
  }
}

/**
 * Returns the per-request step of the production server. For each request it:
 * - gives the response a Content-Security-Policy. A prerendered page fetched with GET or HEAD,
 *   which Next serves as built, gets its own script hashes and nothing per request, so the
 *   header is the same for every visitor (as cacheable as the page). Anything else gets a fresh
 *   nonce, which Next reads from the request's CSP header (set here too) and puts on the scripts
 *   of a page it renders per request, plus the hashes of the page Next may serve instead: the
 *   path's own, or the prerendered not-found and error pages';
 * - answers 204 to a client-side navigation (an RSC request) into a page that needs hosts the
 *   current document's policy lacks: Next's router then loads the page in full, with its policy.
 * Returns false when it answered the request itself.
 */
export function createCspStep(scripts: PrerenderedScripts) {
  const fallback = [
    ...new Set([...(scripts.get('/_not-found') ?? []), ...(scripts.get('/_global-error') ?? [])]),
  ];
  const prerendered = new Map([...scripts].map(([p, hashes]) => [p, policyFor(p, hashes)]));
  return function applyCsp(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    if (STATIC_ASSET.test(url)) return true;
    const pathname = pathOf(url);
    if (req.headers.rsc !== undefined && !canNavigateInPlace(refererPath(req), pathname)) {
      res.writeHead(204, { 'cache-control': 'no-store', vary: 'rsc, referer' }).end();
      return false;
    }
    const asBuilt = req.method === 'GET' || req.method === 'HEAD';
    let policy = asBuilt ? prerendered.get(pathname) : undefined;
    if (!policy) {
      const hashes = scripts.get(pathname) ?? fallback;
      policy = policyFor(pathname, [`'nonce-${newNonce()}'`, ...hashes]);
      req.headers['content-security-policy'] = policy;
    } else {
      delete req.headers['content-security-policy'];
    }
    res.setHeader('Content-Security-Policy', policy);
    return true;
  };
}
