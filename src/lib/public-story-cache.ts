/**
 * Public story cache: a story read once is reused, unless some
 * audio or image URL expires within 5 minutes (LIMITS.urlExpirySafetyMarginSeconds), in which
 * case it is fetched again. Kept in memory and in sessionStorage, so going library → story →
 * library → story in one tab reuses it. Concurrent reads of one id share one request.
 */
import { LIMITS } from '../shared/limits.ts';

/** The parts of a story that decide freshness: URL expiries in epoch seconds. */
export interface ExpiringStory {
  coverUrl?: string | null;
  coverUrlExpiresAt?: number | null;
  chunks: {
    signedImageUrl: string | null;
    signedAudioUrl: string | null;
    imageUrlExpiresAt: number | null;
    audioUrlExpiresAt: number | null;
  }[];
}

/**
 * True when every signed URL of the story stays valid for more than `marginSeconds` after
 * `nowSeconds`. A URL without a known expiry counts as expired (we cannot trust it).
 */
export function isStoryFresh(story: ExpiringStory, nowSeconds: number, marginSeconds: number = LIMITS.urlExpirySafetyMarginSeconds): boolean {
  const limit = nowSeconds + marginSeconds;
  const ok = (url: string | null | undefined, expiresAt: number | null | undefined) => !url || (typeof expiresAt === 'number' && expiresAt > limit);
  if (!ok(story.coverUrl, story.coverUrlExpiresAt)) return false;
  return story.chunks.every((c) => ok(c.signedImageUrl, c.imageUrlExpiresAt) && ok(c.signedAudioUrl, c.audioUrlExpiresAt));
}

export interface StoryCacheOptions {
  /** Clock in epoch seconds (tests). */
  now?: () => number;
  /** Web storage to persist entries in; null keeps them in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Key prefix in storage. */
  prefix?: string;
}

export interface StoryCache<T extends ExpiringStory> {
  /** The cached story if still fresh, else a fetched one. `force` always fetches (an expired URL failed to load). */
  get(id: string, options?: { force?: boolean }): Promise<T>;
  /** The cached story if fresh, without fetching. */
  peek(id: string): T | undefined;
  /** Stores a story obtained elsewhere (the server-rendered page). */
  put(id: string, story: T): void;
  /** Forgets one story. */
  remove(id: string): void;
}

/** Creates a cache that loads missing or stale stories with `load`. */
export function createStoryCache<T extends ExpiringStory>(load: (id: string) => Promise<T>, options: StoryCacheOptions = {}): StoryCache<T> {
  const now = options.now ?? (() => Date.now() / 1000);
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const prefix = options.prefix ?? 'bh-public-story:';
  const memory = new Map<string, T>();
  const inflight = new Map<string, Promise<T>>();

  const read = (id: string): T | undefined => {
    const hit = memory.get(id);
    if (hit) return hit;
    try {
      const raw = storage?.getItem(prefix + id);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const write = (id: string, story: T) => {
    memory.set(id, story);
    try {
      storage?.setItem(prefix + id, JSON.stringify(story));
    } catch {
      // Storage full or blocked: the memory copy is enough.
    }
  };
  const remove = (id: string) => {
    memory.delete(id);
    try {
      storage?.removeItem(prefix + id);
    } catch {
      // ignore
    }
  };
  const peek = (id: string) => {
    const story = read(id);
    return story && isStoryFresh(story, now()) ? story : undefined;
  };

  return {
    peek,
    put: write,
    remove,
    get(id, { force = false } = {}) {
      if (!force) {
        const fresh = peek(id);
        if (fresh) return Promise.resolve(fresh);
        const pending = inflight.get(id);
        if (pending) return pending;
      }
      const request = load(id)
        .then((story) => {
          write(id, story);
          return story;
        })
        .finally(() => {
          if (inflight.get(id) === request) inflight.delete(id);
        });
      inflight.set(id, request);
      return request;
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
