/**
 * A value kept in sessionStorage (it survives a reload, not the closing of the tab), read through
 * useSyncExternalStore: the server and the first client render see `null`, then the stored value.
 * When storage is unavailable (a locked-down browser) the value lives in memory for the visit.
 */
export type SessionStore<T> = {
  read(): T | null;
  write(value: T | null): void;
  subscribe(listener: () => void): () => void;
  serverSnapshot(): null;
};

export function createSessionStore<T>(
  key: string,
  parse: (raw: unknown) => T | null,
): SessionStore<T> {
  const listeners = new Set<() => void>();
  let loaded = false;
  let raw: string | null = null;
  let value: T | null = null;

  const decode = (text: string | null): T | null => {
    if (text === null) return null;
    try {
      return parse(JSON.parse(text));
    } catch {
      return null;
    }
  };

  return {
    read() {
      if (!loaded) {
        loaded = true;
        try {
          raw = window.sessionStorage.getItem(key);
        } catch {
          raw = null;
        }
        value = decode(raw);
      }
      return value;
    },
    write(next) {
      loaded = true;
      value = next;
      raw = next === null ? null : JSON.stringify(next);
      try {
        if (raw === null) window.sessionStorage.removeItem(key);
        else window.sessionStorage.setItem(key, raw);
      } catch {
        // Storage full or blocked: the visit goes on from memory.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverSnapshot: () => null,
  };
}
