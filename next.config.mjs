import { execFileSync } from 'node:child_process';

// JavaScript, not TypeScript: a next.config.ts is compiled with SWC's native binding each time the
// server starts, which then stays loaded (24 MB of resident memory) for nothing.

/**
 * The commit the build is made from, for the system page and the instance rows
 * (lib/ops/instances.ts buildCommit): BUILD_COMMIT when the build is given one, else
 * `git rev-parse HEAD`; without git (a tarball) nothing, and BUILD_COMMIT at run time can still say.
 * Not part of scripts/lib/build.mjs's source hash: a commit that changes no source keeps its build.
 */
function buildCommit() {
  if (process.env.BUILD_COMMIT?.trim()) return process.env.BUILD_COMMIT.trim();
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    });
    const sha = out.toString().trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
const commit = buildCommit();

/**
 * Test-only routes (the e2e suite's probes) are files named `*.e2e.tsx` / `*.e2e.ts` in app/:
 * routes only in a build made for the tests (TEST_ROUTES=1, scripts/lib/build.mjs), never in the
 * production build, which checks after building that none of them got in.
 */
export const PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
export const TEST_PAGE_EXTENSIONS = ['e2e.tsx', 'e2e.ts'];
const testRoutes = process.env.TEST_ROUTES === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  pageExtensions: testRoutes ? [...PAGE_EXTENSIONS, ...TEST_PAGE_EXTENSIONS] : PAGE_EXTENSIONS,
  // Inlined into the server code at build time (only lib/ops/instances.ts reads it).
  ...(commit ? { env: { BUILD_COMMIT: commit } } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() and app/forbidden.tsx: a learner opening the back office gets a real 403 page
  // (lib/auth/session.ts requireStaff). Still under `experimental` in Next 16.
  // Pages regenerated at run time (revalidatePath, revalidateTag, ISR) are kept in memory, not
  // written into .next: the build stays read-only, and every instance regenerates its own.
  // preloadEntriesOnStart: Next otherwise loads every page and route handler at start (the back
  // office, the learner area, every API route), and keeps their code in memory whether or not
  // anyone opens them; each is loaded on its first request instead.
  // globalNotFound: an unmatched URL gets app/global-not-found.tsx, a page of its own with the
  // site's header and footer, prerendered at build. app/not-found.tsx then serves only notFound()
  // calls, and stays small: every page's payload carries the root not-found file.
  // inlineCss: the stylesheet rides in each page's HTML (a <style>, its font URLs absolute)
  // instead of a <link> the browser must fetch before it paints: on a phone over 4G that is one
  // round trip fewer before the first words (issue 53: first paint 1.6-2.3 s → 0.8-1.1 s under
  // Lighthouse's devtools throttling, the empty Next page 0.7-1.0 s; BENCHMARKS.md). The CSP
  // allows it as it is (style-src 'unsafe-inline', lib/security/csp.mjs). Client-side navigations
  // still get the stylesheet as a file (Next inlines only into full page loads).
  experimental: {
    inlineCss: true,
    authInterrupts: true,
    isrFlushToDisk: false,
    preloadEntriesOnStart: false,
    globalNotFound: true,
  },
  // Native and WebAssembly database drivers stay outside the server bundle. pdfkit too: it loads
  // its standard-font metrics from its own package files at runtime (lib/pdf/writer.ts).
  serverExternalPackages: [
    'better-sqlite3',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    'pg',
    'nodemailer',
    'pdfkit',
  ],
  // The same headers on every response. The Content-Security-Policy differs by page (each
  // prerendered page's script hashes, a nonce per response): scripts/server.mjs sets it, with
  // lib/security/csp.mjs. Together they grade A+ on the Mozilla HTTP Observatory (npm run observatory).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          // Two years. Without includeSubDomains or preload: both bind every subdomain of the
          // school's domain to HTTPS, for years, and that is the school's call once all of them are.
          // Browsers ignore the header on plain HTTP, and the deployment's proxy redirects HTTP.
          { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // For browsers without CSP frame-ancestors; DENY, as the CSP's frame-ancestors 'none'.
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      // The brochure page shows the PDF in an <object>, which X-Frame-Options governs too.
      {
        source: '/brochure.pdf',
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
    ];
  },
};

export default nextConfig;
