import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/auth.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Each test sends from its own address (TRUST_PROXY), so the per-IP limit of one does not touch the others.
let ip = '203.0.113.1';
const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.fetch('/v1/feedback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.7, ${ip}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = (app: TestApp) =>
  app.runtime.db.query<{ email: string; category: string; text: string; user_id: string | null }>(
    'SELECT email, category, text, user_id FROM feedback ORDER BY id',
  );

describe('POST /v1/feedback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => app?.close());

  it('stores a visitor message and a contact submission as the team will read them', async () => {
    const res = await post(app, { text: '  My daughter loved the dragon story!  ', category: 'General', email: 'Parent@Example.com' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ text: 'My daughter loved the dragon story!', category: 'General', email: 'parent@example.com' });
    expect(typeof body.id).toBe('number');
    expect(body.created_at).toBeTruthy();

    const contact = await post(app, { text: 'Name: Sam\nCan I print a story?', category: 'CONTACT EMAIL: Printing', email: 'sam@example.com' });
    expect(contact.status).toBe(201);
    const rows = await stored(app);
    expect(rows.at(-1)).toMatchObject({ category: 'CONTACT EMAIL: Printing', text: 'Name: Sam\nCan I print a story?', user_id: null });
  });

  it('links a signed-in sender and still accepts a message with an invalid token', async () => {
    const user = await createTestUser(app);
    expect((await post(app, { text: 'Signed in', category: 'Bug Report', email: user.email }, { Authorization: `Bearer ${user.accessToken}` })).status).toBe(
      201,
    );
    expect((await post(app, { text: 'Stale token', category: 'Bug Report', email: user.email }, { Authorization: 'Bearer not.a.token' })).status).toBe(201);
    const rows = await stored(app);
    expect(rows.find((r) => r.text === 'Signed in')?.user_id).toBe(user.userId);
    expect(rows.find((r) => r.text === 'Stale token')?.user_id).toBeNull();
  });

  it('refuses missing, blank, malformed and oversized fields with a readable message and stores nothing', async () => {
    ip = '203.0.113.2';
    const before = (await stored(app)).length;
    const cases: [unknown, RegExp][] = [
      [{ category: 'General', email: 'a@example.com' }, /write your feedback/],
      [{ text: '   ', category: 'General', email: 'a@example.com' }, /write your feedback/],
      [{ text: 'Hi', category: '', email: 'a@example.com' }, /choose a category/],
      [{ text: 'Hi', category: 'General', email: 'not-an-email' }, /valid e-mail/],
      [{ text: 'Hi', category: 'General' }, /e-mail/],
      [{ text: 'x'.repeat(5001), category: 'General', email: 'a@example.com' }, /at most 5000/],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, body);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toMatch(message);
    }
    expect((await post(app, '{not json')).status).toBe(400);
    expect((await stored(app)).length).toBe(before);
  });

  it('answers 429 after 10 messages from one address in 10 minutes', async () => {
    ip = '203.0.113.3';
    const before = (await stored(app)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(app, { text: `Message ${i}`, category: 'General', email: 'a@example.com' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await post(app, { text: 'again', category: 'General', email: 'a@example.com' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/wait a few minutes/);
    expect((await stored(app)).length).toBe(before + 10);

    // Another address is not affected.
    ip = '203.0.113.4';
    expect((await post(app, { text: 'From elsewhere', category: 'General', email: 'b@example.com' })).status).toBe(201);
  });
});
