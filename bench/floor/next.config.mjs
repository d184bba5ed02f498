import path from 'node:path';

// The framework floor: an empty Next app of the site's Next version, built and served by the
// benchmark scripts from a copy outside the project (scripts/lib/floor.mjs), so every figure is a
// ratio measured side by side (BENCHMARKS.md). JavaScript like the site's own config (a
// next.config.ts keeps SWC's native binding loaded at run time).
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // The copy's node_modules is a link to the project's: next, react and better-sqlite3 resolve
  // there, which Turbopack allows only inside its root, hence the file system's root.
  turbopack: { root: path.parse(import.meta.dirname).root },
  outputFileTracingRoot: path.parse(import.meta.dirname).root,
};

export default nextConfig;
