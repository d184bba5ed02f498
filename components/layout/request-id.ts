'use client';

import { useSyncExternalStore } from 'react';

/**
 * The id of the request whose answer the page shows, as the server logged it (scripts/server.mjs
 * sends it in each response's X-Request-Id and, for the page's scripts, in Server-Timing as `rid`):
 * the document's own request, or the latest `_rsc` fetch of this path after a navigation within
 * the site. Null when the browser does not say (no Server-Timing support, an insecure origin).
 */
export function servedRequestId(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return null;
  }
  const here = location.pathname;
  let best: { id: string; end: number } | null = null;
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  for (const entry of entries) {
    const id = entry.serverTiming?.find((t) => t.name === 'rid')?.description;
    if (!id) continue;
    let url: URL;
    try {
      url = new URL(entry.name, location.href);
    } catch {
      continue;
    }
    if (url.origin !== location.origin || url.pathname !== here) continue;
    if (entry.entryType === 'resource' && !url.searchParams.has('_rsc')) continue;
    if (!best || entry.responseEnd >= best.end) best = { id, end: entry.responseEnd };
  }
  return best?.id ?? null;
}

/** Asks again a moment later: a navigation's answer is listed once it has ended. */
function subscribe(onChange: () => void): () => void {
  const again = setTimeout(onChange, 1_000);
  return () => clearTimeout(again);
}

/** `servedRequestId()` in the browser (null on the server and while hydrating). */
export function useServedRequestId(): string | null {
  return useSyncExternalStore(subscribe, servedRequestId, () => null);
}
