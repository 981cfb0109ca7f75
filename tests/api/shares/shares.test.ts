/**
 * Share links over real HTTP: the owner makes a link, someone without an account
 * reads the story through it (pictures and narration included, never indexed or cached), the
 * owner lists and revokes it, expired and revoked links stop working at once, only the token's
 * hash is stored, nobody else can touch the links, deleting the story removes them, and the
 * shared read is rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashShareToken, SHARE_NOT_FOUND } from '../../../src/server/shares/shares.ts';
import { SHARED_READ_RATE_LIMIT } from '../../../src/server/http/routes/shares.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { seedCharacter, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

interface ShareBody {
  id: string;
  story_id: string;
  url?: string;
  token?: string;
  expires_at: string | null;
  created_at: string;
  last_opened_at: string | null;
}

describe('share links', () => {
  let app: TestApp;
  let alice: TestUser;
  let storyId: string;

  const json = { 'Content-Type': 'application/json' };
  const share = (user: TestUser, id: string, body: unknown = {}) =>
    app.fetch(`/v1/stories/${id}/shares`, { method: 'POST', headers: { ...authHeader(user), ...json }, body: JSON.stringify(body) });
  const list = (user: TestUser, id: string) => app.fetch(`/v1/stories/${id}/shares`, { headers: authHeader(user) });
  const revoke = (user: TestUser, id: string, shareId: string) =>
    app.fetch(`/v1/stories/${id}/shares/${shareId}`, { method: 'DELETE', headers: authHeader(user) });
  const open = (token: string, ip = '198.51.100.7') => app.fetch(`/v1/shared/${token}`, { headers: { 'X-Forwarded-For': ip } });

  async function makeStory(user: TestUser): Promise<string> {
    const characterId = await seedCharacter(app.runtime, user.userId);
    const { id } = await createStory(
      app.runtime,
      user.userId,
      { storyIn: { age: 4, moral: 'kindness', freeText: '', language: 'en' }, illustrationStyle: 'watercolor', characterId, voiceSampleIn: null },
      { enrichByVoice: true, enrichByImage: true },
    );
    expect((await waitForStory(app.runtime, id, 200_000)).at(-1)).toBe('COMPLETE');
    return id;
  }

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
    alice = await createTestUser(app);
    storyId = await makeStory(alice);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('opens the story for someone without an account, with its pictures and narration, until revoked', async () => {
    const res = await share(alice, storyId, { expires_in_days: 30 });
    expect(res.status).toBe(201);
    const made = (await res.json()) as ShareBody;
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(made.url).toBe(`${app.runtime.config.publicUrl}/shared/${made.token}`);
    expect(Date.parse(made.expires_at!) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    // Only the hash is stored.
    const rows = await app.runtime.db.query<{ token_hash: string }>('SELECT token_hash FROM story_shares WHERE story_id = $1', [storyId]);
    expect(rows).toEqual([{ token_hash: hashShareToken(made.token!) }]);
    expect(JSON.stringify(rows)).not.toContain(made.token);

    const read = await open(made.token!);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const story = (await read.json()) as { id: string; chunks: { signed_image_url: string; signed_audio_url: string }[] };
    expect(story.id).toBe(storyId);
    expect(story.chunks.length).toBeGreaterThan(0);
    const first = story.chunks[0]!;
    expect((await fetch(new URL(first.signed_image_url, app.url))).status).toBe(200);
    expect((await fetch(new URL(first.signed_audio_url, app.url))).status).toBe(200);

    // The owner sees it (opened now, no token shown again) and revokes it.
    const listed = ((await (await list(alice, storyId)).json()) as { data: ShareBody[] }).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.id).toBe(made.id);
    expect(listed[0]!.last_opened_at).not.toBeNull();
    expect(listed[0]!.token).toBeUndefined();
    expect((await revoke(alice, storyId, made.id)).status).toBe(204);
    const gone = await open(made.token!);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(SHARE_NOT_FOUND);
    // The pictures and narration handed out through the link end with it too (not an hour later).
    expect((await fetch(new URL(first.signed_image_url, app.url))).status).toBe(404);
    expect((await fetch(new URL(first.signed_audio_url, app.url))).status).toBe(404);
    expect(((await (await list(alice, storyId)).json()) as { data: unknown[] }).data).toHaveLength(0);
    expect((await revoke(alice, storyId, made.id)).status).toBe(404);
  });

  it('stops an expired link and refuses malformed or unknown tokens alike', async () => {
    const made = (await (await share(alice, storyId, { expires_in_days: 1 })).json()) as ShareBody;
    expect((await open(made.token!)).status).toBe(200);
    await app.runtime.db.query(`UPDATE story_shares SET expires_at = now() - interval '1 second' WHERE id = $1`, [made.id]);
    expect((await open(made.token!)).status).toBe(404);
    for (const token of ['nope', 'A'.repeat(43), `${made.token!.slice(0, 42)}%2F`, encodeURIComponent('../../v1/health')]) {
      const res = await open(token);
      expect(res.status, token).toBe(404);
    }
  });

  it('keeps other parents out and checks what it is given', async () => {
    const bob = await createTestUser(app);
    expect((await share(bob, storyId)).status).toBe(404);
    expect((await list(bob, storyId)).status).toBe(404);
    const made = (await (await share(alice, storyId)).json()) as ShareBody;
    expect(made.expires_at).toBeNull();
    expect((await revoke(bob, storyId, made.id)).status).toBe(404);
    expect((await open(made.token!)).status).toBe(200); // still works
    expect((await app.fetch(`/v1/stories/${storyId}/shares`, { method: 'POST', headers: json, body: '{}' })).status).toBe(401);

    for (const bad of [{ expires_in_days: 0 }, { expires_in_days: 366 }, { expires_in_days: 1.5 }, { expires_in_days: 'soon' }]) {
      const res = await share(alice, storyId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toMatch(/day/);
    }
  });

  it('limits how often one address opens shared stories', async () => {
    const made = (await (await share(alice, storyId)).json()) as ShareBody;
    const ip = '203.0.113.9';
    let last = 200;
    // Up to twice the limit: a window that ends during the loop starts counting again (seen in CI).
    for (let i = 0; i <= 2 * SHARED_READ_RATE_LIMIT.limit && last !== 429; i++) last = (await open(made.token!, ip)).status;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await open(made.token!, '203.0.113.10')).status).toBe(200);
  });

  it('removes the links with their story', async () => {
    const other = await makeStory(alice);
    const made = (await (await share(alice, other)).json()) as ShareBody;
    expect((await app.fetch(`/v1/stories/private/${other}`, { method: 'DELETE', headers: authHeader(alice) })).status).toBe(204);
    expect(await app.runtime.db.query('SELECT id FROM story_shares WHERE story_id = $1', [other])).toHaveLength(0);
    expect((await open(made.token!)).status).toBe(404);
  }, 240_000);
});
