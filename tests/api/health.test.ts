import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('API foundation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('reports database, storage and queue health', async () => {
    const res = await app.fetch('/v1/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok', queue: 'ok' });
    expect(body.mode).toBe(process.env.DATABASE_URL ? 'scaled' : 'embedded');
  });

  it('splits health: liveness without I/O, readiness (the old path too) with the parts', async () => {
    const live = await app.fetch('/v1/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    for (const path of ['/v1/health/ready', '/v1/health']) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', queue: 'ok', mode: process.env.DATABASE_URL ? 'scaled' : 'embedded' });
    }
  });

  it('reports readiness degraded (503) when the storage is down, while liveness stays up', async () => {
    const storage = app.runtime.storage as { health: () => Promise<boolean> };
    const healthy = storage.health;
    storage.health = async () => {
      throw new Error('disk gone');
    };
    try {
      // Readiness is checked at most once a second: wait for the next check.
      let res = await app.fetch('/v1/health/ready');
      for (let i = 0; i < 40 && res.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await app.fetch('/v1/health/ready');
      }
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'degraded', storage: 'down', database: 'ok' });
      expect((await app.fetch('/v1/health/live')).status).toBe(200);
    } finally {
      storage.health = healthy;
    }
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await app.fetch('/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('serves stored media only through a valid, unexpired signature', async () => {
    const { storage } = app.runtime;
    await storage.put('tests/hello.png', Buffer.from('not really a png'), 'image/png');
    const signed = await storage.signedUrl('tests/hello.png', 60);
    const ok = await fetch(new URL(signed.url, app.url));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ok.text()).toBe('not really a png');

    const tampered = signed.url.replace('hello.png', 'hellp.png');
    expect((await fetch(new URL(tampered, app.url))).status).toBe(403);
    const badSig = signed.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(new URL(badSig, app.url))).status).toBe(403);
    const expired = await storage.signedUrl('tests/hello.png', -10);
    const res = await fetch(new URL(expired.url, app.url));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('This link has expired.');
  });

  it('honours byte ranges for media so audio can seek', async () => {
    await app.runtime.storage.put('tests/a.mp3', Buffer.from('0123456789'), 'audio/mpeg');
    const { url } = await app.runtime.storage.signedUrl('tests/a.mp3', 60);
    const res = await fetch(new URL(url, app.url), { headers: { Range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
  });
});
