/**
 * Costly SVG drawings sent as character photos. A 250-byte SVG whose feTurbulence covers the
 * canvas costs resvg seconds of CPU per octave at 2048 px, and a filter region millions of pixels
 * wide never finishes. Such a drawing is sanitised and drawn in a media child process with a time
 * budget, in the uploading account's turn; the web process keeps answering liveness probes and
 * sign-ins meanwhile (its libuv pool, where argon2 runs, is never lent to a drawing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { SVG_RENDER_TIMEOUT_MS } from '../../../src/server/media/media-pool.ts';

let app: TestApp;
let uploader: TestUser;
let other: TestUser;
beforeAll(async () => {
  app = await startTestApp({ IMAGE_SAMPLE_CAPACITY: '100', AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  [uploader, other] = await Promise.all([createTestUser(app), createTestUser(app)]);
}, 120_000);
afterAll(async () => app?.close());

/** A full-canvas noise drawing with `octaves` octaves (about 250 bytes). */
const noiseSvg = (octaves: string, seed: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><filter id="f"><feTurbulence baseFrequency="0.0${seed + 1}" numOctaves="${octaves}"/></filter><rect width="100" height="100" filter="url(#f)"/></svg>`;

/** A tiny shape whose filter region, in user space, is 200 000 times wider than the shape. */
const hugeRegionSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f" filterUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000"><feTurbulence baseFrequency="0.05" numOctaves="1000000000"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>`;

async function upload(user: TestUser, svg: string): Promise<{ status: number; ms: number; body: { message?: string } }> {
  const started = performance.now();
  const form = new FormData();
  form.append('name', 'Luna');
  form.append('kind', 'human');
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'luna.svg');
  const res = await app.fetch('/v1/me/characters', { method: 'POST', body: form, headers: { Authorization: `Bearer ${user.accessToken}` } });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, ms: performance.now() - started, body };
}

async function timed(call: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await call();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const signIn = (user: TestUser) =>
  timed(() =>
    app.fetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    }),
  );

describe('SVG photos with costly filters', () => {
  it('four noise-filter uploads leave /v1/health/live and sign-in answering, and each upload ends within its budget', async () => {
    const uploads = Promise.all([0, 1, 2, 3].map((i) => upload(uploader, noiseSvg('9', i))));
    // Let the drawings start, then watch the server while they run.
    await new Promise((r) => setTimeout(r, 500));
    const probes: number[] = [];
    const signIns: { status: number; ms: number }[] = [];
    let running = true;
    const watching = (async () => {
      while (running) {
        probes.push((await timed(() => app.fetch('/v1/health/live'))).ms);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    for (let i = 0; i < 3; i++) signIns.push(await signIn(other));
    const results = await uploads;
    running = false;
    await watching;
    console.log(
      `hostile svg: uploads ${results.map((r) => `${r.status} in ${(r.ms / 1000).toFixed(1)} s`).join(', ')}; sign-in ${signIns.map((s) => `${s.ms.toFixed(0)} ms`).join(', ')}; /v1/health/live max ${Math.max(...probes).toFixed(0)} ms over ${probes.length}`,
    );

    // The server answered meanwhile: sign-in is one argon2 check (about 0.1-0.8 s here), not a wait for a drawing.
    expect(signIns.every((s) => s.status === 200)).toBe(true);
    expect(Math.max(...signIns.map((s) => s.ms))).toBeLessThan(4000);
    expect(probes.length).toBeGreaterThan(3);
    expect(Math.max(...probes)).toBeLessThan(2000);
    // Each upload was stored, refused as too complex, or told to wait for the account's others: never a 5xx.
    for (const r of results) expect([201, 422, 429]).toContain(r.status);
    expect(results.some((r) => r.status === 201)).toBe(true);
    // One account's drawings are checked one after another, each within its budget.
    const budget = SVG_RENDER_TIMEOUT_MS + 5000;
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan((1 + 2) * budget);
  }, 180_000);

  it('a huge numOctaves over a huge filter region is answered within the budget, and the next upload works', async () => {
    const huge = await upload(uploader, hugeRegionSvg);
    console.log(`hostile svg: huge region ${huge.status} in ${(huge.ms / 1000).toFixed(1)} s: ${huge.body.message ?? ''}`);
    expect([201, 422]).toContain(huge.status);
    expect(huge.ms).toBeLessThan(SVG_RENDER_TIMEOUT_MS + 10_000);
    const next = await upload(other, noiseSvg('1', 3));
    expect(next.status).toBe(201);
  }, 120_000);
});
