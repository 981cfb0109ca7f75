/**
 * One body-size limit in front of every route family: /v1 JSON, /auth/v1 and
 * the Stripe webhook are refused with 413 from the Content-Length alone, before the body is read
 * and before any rate limit counts; sign-up metadata is capped so it cannot bloat access tokens.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testPassword } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
});
afterAll(async () => app?.close());

let ipSeq = 1;
const nextIp = () => `198.51.100.${ipSeq++}`;

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers }, body });

/**
 * Sends only the headers and 1 KB of a body announced as `announced` bytes, then waits for an
 * answer: a server that reads the body first never answers (resolves 'no answer' after 3 s).
 */
function announceHugeBody(path: string, announced: number, headers: Record<string, string> = {}): Promise<number | 'no answer'> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve) => {
    const req = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(announced), 'X-Forwarded-For': nextIp(), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, 3000);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => undefined);
    req.write('{"email":"' + 'a'.repeat(1024));
  });
}

/**
 * POSTs a whole body over a raw connection and reads the answer. An early 413 may close the
 * connection while the body is still being written; the answer is read all the same.
 */
function postRaw(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    req.end(body);
  });
}

describe('body-size limits', () => {
  it.each(['/auth/v1/signup', '/auth/v1/token?grant_type=password', '/v1/feedback', '/v1/analytics/events', '/v1/webhooks/stripe', '/v1/stories'])(
    '%s answers 413 from a 60 MB Content-Length without waiting for the body',
    async (path) => {
      expect(await announceHugeBody(path, 60 * 1024 * 1024)).toBe(413);
    },
  );

  it('refuses an oversized sign-up in GoTrue words, and it does not count against the sign-up rate limit', async () => {
    const ip = '198.51.100.200';
    const huge = JSON.stringify({ email: 'big@example.com', password: testPassword(), data: { bio: 'x'.repeat(64 * 1024) } });
    for (let i = 0; i < 5; i++) {
      const res = await postRaw('/auth/v1/signup', huge, { 'X-Forwarded-For': ip });
      expect(res.status).toBe(413);
      expect(res.body.error_code ?? res.body.code).toBe('request_too_large');
    }
    const ok = await postJson('/auth/v1/signup', JSON.stringify({ email: `fine-${Date.now()}@example.com`, password: testPassword() }), {
      'X-Forwarded-For': ip,
    });
    expect(ok.status).toBe(200);
  });

  it('caps sign-up metadata (data) so it cannot bloat every access token', async () => {
    const email = `meta-${Date.now()}@example.com`;
    const res = await postJson('/auth/v1/signup', JSON.stringify({ email, password: testPassword(), data: { bio: 'x'.repeat(8 * 1024) } }));
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toMatch(/metadata/i);
    // Small metadata still works, as with Supabase.
    const small = await postJson('/auth/v1/signup', JSON.stringify({ email, password: testPassword(), data: { locale: 'nl' } }));
    expect(small.status).toBe(200);
    // Sign-up answers a session when no e-mail confirmation is required, else the user (GoTrue).
    const answer = (await small.json()) as { user?: { user_metadata: Record<string, unknown> }; user_metadata?: Record<string, unknown> };
    expect((answer.user ?? answer).user_metadata!.locale).toBe('nl');
  });

  it('refuses an oversized /v1 JSON body with a {message, code} error', async () => {
    const res = await postRaw('/v1/feedback', JSON.stringify({ text: 'x'.repeat(512 * 1024), category: 'Bug', email: 'a@example.com' }), {
      'X-Forwarded-For': nextIp(),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
  });

  it('refuses an oversized webhook delivery before verifying it', async () => {
    const res = await postRaw('/v1/webhooks/stripe', JSON.stringify({ id: 'evt_1', pad: 'x'.repeat(1024 * 1024) }), { 'Stripe-Signature': 't=1,v1=00' });
    expect(res.status).toBe(413);
  });

  it('still takes a JSON request of ordinary size and an upload near 10 MB is not cut by the JSON limit', async () => {
    const user = await createTestUser(app);
    const res = await app.fetch('/v1/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: JSON.stringify({ text: 'Lovely app', category: 'Praise', email: user.email }),
    });
    expect(res.status).toBe(201);
    // An upload announced at 9 MB is let through to the upload code, which waits for the file.
    expect(
      await announceHugeBody('/v1/me/voice-samples', 9 * 1024 * 1024, {
        Authorization: `Bearer ${user.accessToken}`,
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    ).toBe('no answer');
    expect(
      await announceHugeBody('/v1/me/voice-samples', 11 * 1024 * 1024, {
        Authorization: `Bearer ${user.accessToken}`,
        'Content-Type': 'multipart/form-data; boundary=x',
      }),
    ).toBe(413);
  });

  it('answers an auth 429 with Retry-After', async () => {
    const ip = '198.51.100.250';
    let res: Response | undefined;
    for (let i = 0; i < 5; i++) {
      res = await postJson('/auth/v1/token?grant_type=password', JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }), {
        'X-Forwarded-For': ip,
      });
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    const retryAfter = Number(res!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});
