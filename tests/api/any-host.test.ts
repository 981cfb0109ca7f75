/**
 * With PUBLIC_URL unset, the app works from whatever
 * host the parent used: media URLs are relative (signed without the host), the test checkout
 * returns to the request's own origin, and the token issuer does not carry the port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { BUILTIN_AUTH_ISSUER, loadConfig } from '../../src/server/config.ts';
import { signMediaPath } from '../../src/server/storage/url-signing.ts';
import { authHeader, createTestUser } from '../helpers/auth.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('links and media from any host (PUBLIC_URL unset)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: '' });
  });
  afterAll(async () => app?.close());

  it('signs media with relative URLs that work on another host name', async () => {
    await app.runtime.storage.put('tests/page.png', Buffer.from('a picture'), 'image/png');
    const { url } = await app.runtime.storage.signedUrl('tests/page.png', 60);
    expect(url).toMatch(/^\/media\/tests\/page\.png\?exp=\d+&sig=[\w-]+$/);
    const otherHost = app.url.replace('127.0.0.1', 'localhost');
    const res = await fetch(new URL(url, otherHost));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('a picture');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('serves a signed download name as an attachment and refuses a changed one', async () => {
    await app.runtime.storage.put('tests/video.mp4', Buffer.from('not really a video'), 'video/mp4');
    const { url } = await app.runtime.storage.signedUrl('tests/video.mp4', 60, { downloadName: 'Élodie et la lune.mp4' });
    const res = await app.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="?lodie et la lune.mp4"; filename*=UTF-8''%C3%89lodie%20et%20la%20lune.mp4`);
    const renamed = url.replace(/dl=[^&]+/, `dl=${encodeURIComponent('evil.exe')}`);
    expect((await app.fetch(renamed)).status).toBe(403);
    // A signature without a name does not allow adding one.
    const exp = Math.floor(Date.now() / 1000) + 60;
    const plain = `/media/tests/video.mp4?exp=${exp}&dl=x.mp4&sig=${signMediaPath(app.runtime.mediaSecret, 'tests/video.mp4', exp)}`;
    expect((await app.fetch(plain)).status).toBe(403);
  });

  it('keeps the test checkout on the host the browser used', async () => {
    const user = await createTestUser(app);
    const otherHost = app.url.replace('127.0.0.1', 'localhost');
    const res = await fetch(`${otherHost}/v1/purchases/create-checkout-session`, {
      method: 'POST',
      headers: { ...authHeader(user), 'content-type': 'application/json' },
      body: JSON.stringify({ price_id: 'lite-bundle' }),
    });
    expect(res.status).toBe(200);
    const { checkout_url: url } = (await res.json()) as { checkout_url: string };
    expect(url).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
  });

  it('issues tokens whose issuer does not depend on the port', async () => {
    const user = await createTestUser(app);
    expect(decodeJwt(user.accessToken).iss).toBe(BUILTIN_AUTH_ISSUER);
    expect(loadConfig({ PORT: '4401' }).authIssuer).toBe(loadConfig({ PORT: '4402' }).authIssuer);
    expect(loadConfig({ PUBLIC_URL: 'https://bedtimehero.app/' }).authIssuer).toBe('https://bedtimehero.app/auth/v1');
  });
});
