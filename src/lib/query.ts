/**
 * The server-state cache 'Caching', on @nanostores/query: no refetch on window focus;
 * a failed query retried once; data fresh 5 minutes by default and unused entries kept 60
 * minutes; persisted to localStorage under QUERY_CACHE_KEY with a 24-hour maximum age and a
 * 1-second write throttle. Per-resource freshness is in QUERY_POLICIES.
 *
 * `cachedQuery` answers from the cache while the entry is fresh; a stale entry is returned at
 * once and refreshed in the background (stale-while-revalidate); a missing one is fetched.
 * Mutations call `invalidateQueries(prefix)`; logout calls `clearQueryCache()`.
 */
import { nanoquery } from '@nanostores/query';
import { QUERY_CACHE_KEY } from './storage-keys.ts';

export { QUERY_CACHE_KEY };

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;
export const PERSIST_THROTTLE_MS = 1_000;

const MINUTE = 60_000;

export interface QueryPolicy {
  /** How long data counts as fresh (ms). */
  freshMs: number;
  /** How long an unused entry is kept (ms). */
  keepMs: number;
  /** Extra attempts after a failure. */
  retries: number;
}

/** The cache's defaults and per-resource settings (freshness, retention, retries). */
export const QUERY_POLICIES = {
  default: { freshMs: 5 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  privateStories: { freshMs: 10 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  navigation: { freshMs: 30 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  usage: { freshMs: 30 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  plans: { freshMs: 60 * MINUTE, keepMs: 60 * MINUTE, retries: 2 },
  purchases: { freshMs: 5 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  publicStories: { freshMs: 30 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  publicNavigation: { freshMs: 30 * MINUTE, keepMs: 60 * MINUTE, retries: 1 },
  samples: { freshMs: 30 * MINUTE, keepMs: 30 * MINUTE, retries: 1 },
} as const satisfies Record<string, QueryPolicy>;
export type QueryPolicyName = keyof typeof QUERY_POLICIES;

type Entry = { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A Map that mirrors its successful entries to localStorage, throttled. */
export class PersistedCache extends Map<string, Entry> {
  #timer: ReturnType<typeof setTimeout> | undefined;

  static load(now = Date.now()): PersistedCache {
    const cache = new PersistedCache();
    try {
      const saved = JSON.parse(storage()?.getItem(QUERY_CACHE_KEY) ?? 'null') as { savedAt: number; entries: [string, Entry][] } | null;
      if (saved && now - saved.savedAt <= PERSIST_MAX_AGE_MS) {
        for (const [key, entry] of saved.entries) if ((entry.expires ?? 0) > now) Map.prototype.set.call(cache, key, entry);
      }
    } catch {
      // a damaged entry is simply not restored
    }
    return cache;
  }

  override set(key: string, value: Entry): this {
    super.set(key, value);
    this.#schedule();
    return this;
  }

  override delete(key: string): boolean {
    const had = super.delete(key);
    this.#schedule();
    return had;
  }

  #schedule(): void {
    if (this.#timer || !storage()) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.persist();
    }, PERSIST_THROTTLE_MS);
  }

  persist(now = Date.now()): void {
    const entries = [...this.entries()].filter(([, e]) => e.data !== undefined && e.error === undefined);
    try {
      storage()?.setItem(QUERY_CACHE_KEY, JSON.stringify({ savedAt: now, entries }));
    } catch {
      // storage full or blocked: the in-memory cache still works
    }
  }
}

const cache = PersistedCache.load();
const [createFetcherStore, , { invalidateKeys }] = nanoquery({ cache, revalidateOnFocus: false, revalidateOnReconnect: false, onErrorRetry: null });

async function withRetries<T>(fetcher: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetcher();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

/** Reads `key` through the cache with the named policy. Throws the fetcher's last error. */
export async function cachedQuery<T>(key: string, fetcher: () => Promise<T>, policy: QueryPolicyName = 'default'): Promise<T> {
  const p = QUERY_POLICIES[policy];
  const store = createFetcherStore<T>([key], {
    fetcher: () => withRetries(fetcher, p.retries),
    dedupeTime: p.freshMs,
    cacheLifetime: p.keepMs,
  });
  const result = await store.fetch();
  if ('error' in result) throw result.error;
  return result.data;
}

/** Drops every cached entry whose key starts with `prefix` (after a mutation). */
export function invalidateQueries(prefix: string): void {
  invalidateKeys((key: string) => key.startsWith(prefix));
}

/** Forgets everything, in memory and in localStorage. */
export function clearQueryCache(): void {
  invalidateKeys(() => true);
  cache.clear();
  storage()?.removeItem(QUERY_CACHE_KEY);
}
