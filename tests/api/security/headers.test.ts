/**
 * Security headers of the API and media families, no-store on private answers, HSTS behind
 * https, and a stalled request body cut off by the request timeout.
 * The page family (Astro, serve-static) is checked in the browser suite (tests/e2e/security-headers.spec.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createSecurityHeaders } from '../../../src/server/http/security-headers.ts';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp({ HTTP_REQUEST_TIMEOUT_SECONDS: '2' });
  user = await createTestUser(app);
});
afterAll(async () => app?.close());

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectCommon(res: Response): void {
  for (const [name, value] of Object.entries(EVERYWHERE)) expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('permissions-policy')).toContain('microphone=()');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // PUBLIC_URL is http here.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('API and media headers', () => {
  it('a public JSON answer, an error and a 404 carry them; JSON may not load anything', async () => {
    for (const res of [await app.fetch('/v1/health'), await app.fetch('/v1/plans'), await app.fetch('/v1/nothing-here'), await app.fetch('/v1/me/usage')]) {
      expectCommon(res);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    // Public data may still be cached.
    expect((await app.fetch('/v1/plans')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('every answer of an authenticated route is no-store', async () => {
    for (const path of ['/v1/me/usage', '/v1/me/purchases', '/v1/stories/private/all', '/v1/me/characters']) {
      const res = await app.fetch(path, { headers: authHeader(user) });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expectCommon(res);
    }
    const missing = await app.fetch('/v1/stories/private/00000000-0000-4000-8000-000000000000', { headers: authHeader(user) });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('/auth/v1 answers carry them too', async () => {
    const res = await app.fetch('/auth/v1/settings');
    expectCommon(res);
  });

  it('a /media file is sandboxed and never sniffed', async () => {
    await app.runtime.storage.put('headers-test/note.txt', Buffer.from('<script>alert(1)</script>'), 'text/plain');
    const { url } = await app.runtime.storage.signedUrl('headers-test/note.txt');
    const res = await fetch(new URL(url, app.url));
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});

describe('page policy and HSTS', () => {
  const astro = "script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;";

  it("keeps Astro's script hashes, never allows inline scripts, and adds the rest", () => {
    const security = createSecurityHeaders({ publicUrl: 'http://localhost:4321', mediaOrigins: [] });
    const csp = security.pageCsp(astro);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "connect-src 'self'"]) expect(csp).toContain(d);
    // Unknown policy: no inline script may run.
    expect(security.pageCsp(undefined)).toContain("script-src 'self';");
  });

  it('allows the microphone on /personalize only', () => {
    const security = createSecurityHeaders({ publicUrl: 'http://localhost:4321', mediaOrigins: [] });
    expect(security.common('/personalize')['Permissions-Policy']).toContain('microphone=(self)');
    expect(security.common('/create-story')['Permissions-Policy']).toContain('microphone=()');
  });

  it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https, and the configured origins', () => {
    const security = createSecurityHeaders({
      publicUrl: 'https://bedtime.example',
      supabaseUrl: 'https://abc.supabase.co',
      analyticsEndpoint: 'https://plausible.io/api/event',
      mediaOrigins: ['https://media.example'],
    });
    expect(security.common('/')['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const csp = security.pageCsp(astro);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://plausible.io");
    expect(csp).toContain("img-src 'self' data: blob: https://media.example");
  });
});

describe('a stalled request body', () => {
  it('is cut off after HTTP_REQUEST_TIMEOUT_SECONDS instead of holding the connection for 300 s', async () => {
    const { hostname, port } = new URL(app.url);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`POST /v1/feedback HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"`);
      });
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? 'closed'));
      socket.on('error', () => undefined);
      setTimeout(() => {
        socket.destroy();
        resolve('still open');
      }, 15_000);
    });
    expect(outcome).not.toBe('still open');
    expect(outcome === '' || /^HTTP\/1\.1 408/.test(outcome)).toBe(true);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 20_000);
});
