import path from 'node:path';

// The framework floor: an empty Next app of the site's Next version, built and served by the
// benchmark scripts, so every figure is a ratio measured side by side (BENCHMARKS.md). JavaScript
// like the site's own config (a next.config.ts keeps SWC's native binding loaded at run time).
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // Resolve next, react and better-sqlite3 from the project's own node_modules.
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..', '..'),
};

export default nextConfig;
