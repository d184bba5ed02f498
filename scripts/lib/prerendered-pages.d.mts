export type PrerenderManifest = {
  routes: Record<string, { initialRevalidateSeconds?: number | false }>;
  dynamicRoutes?: Record<string, { fallback?: string | false | null }>;
};
export function readPrerenderManifest(distDir: string): PrerenderManifest | null;
export function prerenderedPageFiles(
  distDir: string,
  manifest?: PrerenderManifest | null,
): Map<string, string>;
export function pathOf(url: string): string;
