import path from 'node:path';
import type { NextConfig } from 'next';

// The framework floor: an empty Next app of the site's Next version, built and served by the
// benchmark scripts, so every figure is a ratio measured side by side (BENCHMARKS.md).
const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // Resolve next, react and better-sqlite3 from the project's own node_modules.
  turbopack: { root: path.resolve(__dirname, '..', '..') },
  outputFileTracingRoot: path.resolve(__dirname, '..', '..'),
};

export default nextConfig;
