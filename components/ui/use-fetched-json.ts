import { useEffect, useState } from 'react';
import { getJson } from '@/lib/forms/submit';

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
    // A failure is not shown: the caller's content without the answer stands on its own.
    void getJson<unknown>(url, { signal: controller.signal }).then((r) => {
      if (r.ok && !controller.signal.aborted) setValue(read(r.data));
    });
    return () => controller.abort();
  }, [url, read]);
  return value;
}
