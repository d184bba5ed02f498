import { useEffect, useState } from 'react';

/**
 * A GET of one of the site's own JSON endpoints after mount, read by `read` (which returns null
 * for an answer not of the expected shape). Null until a valid answer comes, and for good after a
 * failure of any kind (network, status, JSON, shape): the caller shows what it shows without it.
 * `read` must be a stable function (module level).
 */
export function useFetchedJson<T>(url: string, read: (json: unknown) => T | null): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((json: unknown) => setValue(read(json)))
      .catch(() => {
        // Not shown: the caller's content without the answer stands on its own.
      });
    return () => controller.abort();
  }, [url, read]);
  return value;
}
