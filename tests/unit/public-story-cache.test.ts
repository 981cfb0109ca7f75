/** Public story cache: reused unless some audio or image URL expires within 5 minutes. */
import { describe, expect, it } from 'vitest';
import { createStoryCache, isStoryFresh, type ExpiringStory } from '../../src/lib/public-story-cache.ts';

const NOW = 1_800_000_000;
const story = (imageExp: number | null, audioExp: number | null, extra: Partial<ExpiringStory> = {}): ExpiringStory & { version?: number } => ({
  chunks: [
    { signedImageUrl: '/media/a.png', signedAudioUrl: '/media/a.mp3', imageUrlExpiresAt: NOW + 3600, audioUrlExpiresAt: NOW + 3600 },
    {
      signedImageUrl: imageExp === null ? null : '/media/b.png',
      signedAudioUrl: audioExp === null ? null : '/media/b.mp3',
      imageUrlExpiresAt: imageExp,
      audioUrlExpiresAt: audioExp,
    },
  ],
  ...extra,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('isStoryFresh', () => {
  it.each([
    ['all URLs valid for an hour', story(NOW + 3600, NOW + 3600), true],
    ['an image URL expiring in 4 minutes', story(NOW + 240, NOW + 3600), false],
    ['an audio URL expiring in exactly 5 minutes', story(NOW + 3600, NOW + 300), false],
    ['URLs valid for 5 minutes and 1 second', story(NOW + 301, NOW + 301), true],
    ['a page without picture or narration', story(null, null), true],
    ['a URL with no known expiry', { chunks: [{ signedImageUrl: '/x.png', signedAudioUrl: null, imageUrlExpiresAt: null, audioUrlExpiresAt: null }] }, false],
    ['a cover about to expire', story(NOW + 3600, NOW + 3600, { coverUrl: '/c.png', coverUrlExpiresAt: NOW + 60 }), false],
  ])('%s → %s', (_label, s, fresh) => {
    expect(isStoryFresh(s, NOW)).toBe(fresh);
  });
});

describe('createStoryCache', () => {
  const setup = (stories: ExpiringStory[]) => {
    let now = NOW;
    const calls: string[] = [];
    const storage = memoryStorage();
    const cache = createStoryCache(
      async (id) => {
        calls.push(id);
        return { ...stories[Math.min(calls.length - 1, stories.length - 1)]!, version: calls.length };
      },
      { now: () => now, storage },
    );
    return { cache, calls, storage, tick: (s: number) => (now += s) };
  };

  it('reuses a fresh story and refetches when a URL gets within 5 minutes of expiry', async () => {
    const { cache, calls, tick } = setup([story(NOW + 1200, NOW + 1200), story(NOW + 9000, NOW + 9000)]);
    expect((await cache.get('s1')).version).toBe(1);
    tick(600);
    expect((await cache.get('s1')).version).toBe(1);
    expect(calls).toEqual(['s1']);
    tick(400); // 200 s left on the first answer's URLs
    expect(cache.peek('s1')).toBeUndefined();
    expect((await cache.get('s1')).version).toBe(2);
    expect(calls).toEqual(['s1', 's1']);
  });

  it('shares one request between concurrent reads and refetches on force', async () => {
    const { cache, calls } = setup([story(NOW + 3600, NOW + 3600)]);
    const [a, b] = await Promise.all([cache.get('s1'), cache.get('s1')]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    await cache.get('s1', { force: true });
    expect(calls).toHaveLength(2);
  });

  it('survives a page load through storage, and a put story (server-rendered) needs no request', async () => {
    const storage = memoryStorage();
    const load = async () => ({ ...story(NOW + 3600, NOW + 3600), version: 1 });
    const first = createStoryCache(load, { now: () => NOW, storage });
    first.put('s2', { ...story(NOW + 3600, NOW + 3600), version: 7 } as never);
    const calls: string[] = [];
    const second = createStoryCache(async (id) => (calls.push(id), load()), { now: () => NOW, storage });
    expect(((await second.get('s2')) as { version?: number }).version).toBe(7);
    expect(calls).toEqual([]);
    second.remove('s2');
    await second.get('s2');
    expect(calls).toEqual(['s2']);
  });

  it('does not cache a failed request', async () => {
    let fail = true;
    const cache = createStoryCache(
      async () => {
        if (fail) throw new Error('offline');
        return story(NOW + 3600, NOW + 3600);
      },
      { now: () => NOW, storage: null },
    );
    await expect(cache.get('s3')).rejects.toThrow('offline');
    fail = false;
    await expect(cache.get('s3')).resolves.toBeTruthy();
  });
});
