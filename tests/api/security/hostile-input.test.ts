/**
 * Bad input gets a clear 4xx, never a 500: NUL and other control characters in
 * every kind of text field, ids beyond the database's integer range, deeply nested JSON, and a
 * malformed percent-encoding in a /media path. Nothing is stored by a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestUser, testPassword, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true' });
  user = await createTestUser(app);
});
afterAll(async () => app?.close());

let ipSeq = 1;
const json = (path: string, body: unknown, auth = true, raw?: string) =>
  app.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${ipSeq++ % 250}`, ...(auth ? authHeader(user) : {}) },
    body: raw ?? JSON.stringify(body),
  });
const form = (path: string, fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return app.fetch(path, { method: 'POST', headers: authHeader(user), body: f });
};
const count = async (table: string) => Number((await app.runtime.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

const CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085'];

describe('control characters are refused with a clear 422', () => {
  const story = (over: Record<string, unknown>) => ({
    story_in: { age: 5, moral: '', free_text: '', language: 'en', ...over },
    illustration_style: 'ghibli',
    character_id: 1,
  });

  it.each(CONTROL.map((ch) => [JSON.stringify(ch), ch]))('%s in feedback, a story, a gift code, a checkout and analytics', async (_label, ch) => {
    const before = await count('feedback');
    const cases: [string, unknown, boolean][] = [
      ['/v1/feedback', { text: `Hello${ch}there`, category: 'Bug', email: 'a@example.com' }, false],
      ['/v1/feedback', { text: 'Hello', category: `Bug${ch}`, email: 'a@example.com' }, false],
      ['/v1/feedback', { text: 'Hello', category: 'Bug', email: `a${ch}@example.com` }, false],
      ['/v1/stories', story({ free_text: `a dragon${ch}` }), true],
      ['/v1/stories', story({ moral: `kindness${ch}` }), true],
      ['/v1/purchases/redeem-gift-code', { gift_code: `GIFT${ch}CODE` }, true],
      ['/v1/purchases/create-checkout-session', { price_id: `price${ch}` }, true],
      ['/v1/analytics/events', { name: `exit-intent${ch}`, url: '/' }, false],
      ['/v1/stories/00000000-0000-4000-8000-000000000000/exports', { type: `video${ch}` }, true],
    ];
    for (const [path, body, auth] of cases) {
      const res = await json(path, body, auth);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      const err = (await res.json()) as { message: string; code: string };
      expect(err.code).toBe('validation_failed');
      expect(err.message).toMatch(/control characters/);
    }
    // A key holding a control character is as hostile as a value.
    expect((await json('/v1/feedback', { [`text${ch}`]: 'x', text: 'Hello', category: 'Bug', email: 'a@example.com' }, false)).status).toBe(422);
    expect(await count('feedback')).toBe(before);
  });

  it('keeps ordinary line breaks and tabs in free text', async () => {
    const res = await json('/v1/feedback', { text: 'Line one\nLine two\r\n\tindented', category: 'Bug', email: 'a@example.com' }, false);
    expect(res.status).toBe(201);
  });

  it('refuses a control character in multipart fields (character and voice sample names)', async () => {
    for (const ch of CONTROL) {
      expect((await form('/v1/me/characters', { name: `Mila${ch}`, kind: 'human' })).status).toBe(422);
      expect((await form('/v1/me/voice-samples', { name: `Mum${ch}`, language: 'en' })).status).toBe(422);
    }
  });

  it('refuses a control character in a query string', async () => {
    const res = await app.fetch('/v1/stories/public/all?limit=5%00', {});
    expect(res.status).toBe(422);
  });

  it('refuses a control character in sign-up and sign-in in GoTrue words', async () => {
    for (const ch of CONTROL) {
      const signup = await json('/auth/v1/signup', { email: `mum${ch}@example.com`, password: testPassword() }, false);
      expect(signup.status).toBe(422);
      expect(((await signup.json()) as { error_code?: string; code?: unknown }).error_code).toBe('validation_failed');
      const signin = await json('/auth/v1/token?grant_type=password', { email: `mum${ch}@example.com`, password: `pw${ch}` }, false);
      expect(signin.status).toBe(422);
    }
  });

  it('refuses unpaired surrogates (text that is not valid Unicode)', async () => {
    const res = await json('/v1/feedback', null, false, '{"text":"bad \\ud800 text","category":"Bug","email":"a@example.com"}');
    expect(res.status).toBe(422);
  });
});

describe('ids are bounded', () => {
  it.each([
    ['DELETE', '/v1/me/characters/99999999999'],
    ['DELETE', '/v1/me/voice-samples/2147483648'],
    ['GET', '/v1/stories/private/99999999999'],
    ['GET', '/v1/stories/public/99999999999'],
    ['GET', '/v1/stories/private/progress/99999999999'],
    ['DELETE', '/v1/stories/private/99999999999'],
    ['GET', '/v1/stories/00000000-0000-4000-8000-000000000000/exports/99999999999'],
    ['POST', '/v1/purchases/test-checkout/99999999999/complete'],
  ])('%s %s answers 404', async (method, path) => {
    const res = await app.fetch(path, { method, headers: authHeader(user) });
    expect(res.status).toBe(404);
  });

  it('refuses ids and numbers beyond the integer range in bodies and queries with 422', async () => {
    const big = [2 ** 31, 2 ** 53, 1e308, -1, 1.5];
    for (const id of big) {
      const res = await json('/v1/stories', { story_in: { age: 5, language: 'en' }, illustration_style: 'ghibli', character_id: id });
      expect(res.status, `character_id ${id}`).toBe(422);
      const voice = await json('/v1/stories', {
        story_in: { age: 5, language: 'en' },
        illustration_style: 'ghibli',
        character_id: 1,
        voice_sample_in: { id, name: 'x' },
      });
      expect(voice.status, `voice id ${id}`).toBe(422);
    }
    for (const q of ['offset=1e20', 'offset=99999999999999999999', 'limit=1e400', 'offset=-1', 'offset=2147483648']) {
      expect((await app.fetch(`/v1/stories/public/all?${q}`)).status, q).toBe(422);
      expect((await app.fetch(`/v1/me/purchases?${q}`, { headers: authHeader(user) })).status, q).toBe(422);
    }
  });
});

describe('deeply nested JSON', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

  it.each(['/v1/feedback', '/v1/analytics/events', '/v1/stories', '/v1/purchases/redeem-gift-code', '/auth/v1/signup', '/auth/v1/token?grant_type=password'])(
    '%s answers 400 to 5,000-deep JSON, never 500',
    async (path) => {
      for (const body of [deep(5000), deepObject(5000), `{"text":${deep(5000)}}`]) {
        const res = await json(path, null, true, body);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
      const res = await json(path, null, true, `{"text":${deepObject(100)}}`);
      expect(res.status).toBe(400);
    },
  );
});

describe('a malformed percent-encoding in a /media path', () => {
  it.each(['/media/stories/%E0%A4%A/x.webp', '/media/%', '/media/abc%zz?exp=1&sig=x', '/v1/stories/public/%E0%A4%A'])('%s answers 400', async (path) => {
    const res = await app.fetch(path);
    expect(res.status).toBe(400);
  });
});
