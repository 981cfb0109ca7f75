import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedQuery, clearQueryCache, invalidateQueries, QUERY_POLICIES } from '../../src/lib/query.ts';

describe('server-state cache', () => {
  beforeEach(() => clearQueryCache());
  afterEach(() => vi.useRealTimers());

  it('has the product settings', () => {
    expect(QUERY_POLICIES.default).toEqual({ freshMs: 5 * 60_000, keepMs: 60 * 60_000, retries: 1 });
    expect(QUERY_POLICIES.plans).toMatchObject({ freshMs: 60 * 60_000, retries: 2 });
    expect(QUERY_POLICIES.privateStories.freshMs).toBe(10 * 60_000);
    expect(QUERY_POLICIES.samples).toMatchObject({ freshMs: 30 * 60_000, keepMs: 30 * 60_000 });
    for (const p of ['navigation', 'usage', 'publicStories', 'publicNavigation'] as const) expect(QUERY_POLICIES[p].freshMs).toBe(30 * 60_000);
  });

  it('answers a fresh entry from the cache without fetching again', async () => {
    const fetcher = vi.fn(async () => ['plus', 'pro']);
    expect(await cachedQuery('plans', fetcher, 'plans')).toEqual(['plus', 'pro']);
    expect(await cachedQuery('plans', fetcher, 'plans')).toEqual(['plus', 'pro']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the entry is stale', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await cachedQuery('usage', fetcher, 'usage')).toBe(1);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    // Stale: the cached value comes back at once and is refreshed in the background.
    expect(await cachedQuery('usage', fetcher, 'usage')).toBe(1);
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(await cachedQuery('usage', fetcher, 'usage')).toBe(2);
  });

  it('retries a failed query once, then reports the error', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('ok');
    expect(await cachedQuery('nav', flaky)).toBe('ok');
    expect(flaky).toHaveBeenCalledTimes(2);
    const broken = vi.fn(async () => {
      throw new Error('No response received from server');
    });
    await expect(cachedQuery('broken', broken)).rejects.toThrow('No response received from server');
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('refetches after invalidation', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    await cachedQuery('navigation:private', fetcher, 'navigation');
    invalidateQueries('navigation');
    expect(await cachedQuery('navigation:private', fetcher, 'navigation')).toBe(2);
  });
});

describe('persistence to localStorage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('restores unexpired entries written less than 24 h ago, with a throttled write', async () => {
    const { PersistedCache, QUERY_CACHE_KEY } = await import('../../src/lib/query.ts');
    vi.useFakeTimers();
    const now = Date.now();
    const cache = new PersistedCache();
    cache.set('plans', { data: ['plus'], created: now, expires: now + 48 * 60 * 60_000 });
    cache.set('failed', { error: new Error('x'), created: now, expires: now + 60_000 });
    expect(store.has(QUERY_CACHE_KEY)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(store.has(QUERY_CACHE_KEY)).toBe(true);
    const restored = PersistedCache.load(now + 1000);
    expect([...restored.keys()]).toEqual(['plans']);
    expect(PersistedCache.load(now + 25 * 60 * 60_000).size).toBe(0);
    vi.useRealTimers();
  });
});
