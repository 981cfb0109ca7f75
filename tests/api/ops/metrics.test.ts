/**
 * GET /metrics: Prometheus text behind METRICS_TOKEN, 404 when no token
 * is configured; HTTP latency by route pattern (never the raw URL), jobs by state, story job
 * durations and vendor errors, each produced by real work (HTTP requests, a built-in story, a
 * vendor call against a local server that answers 503).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/server/providers/http-retry.ts';
import { createStory } from '../../../src/server/stories/create-story.ts';
import { seedCharacter, seedUser, waitForStory } from '../../helpers/seed.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('does not exist', async () => {
    const res = await app.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: TestApp;
  let vendor: http.Server;
  const scrape = async () => {
    const get = () => app.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    // A kept-alive socket the server timed out while the pipeline held the event loop: ask again once.
    const res = await get().catch(get);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: TOKEN });
    vendor = http.createServer((_, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded' } }));
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    vendor.close();
    await app.close();
  });

  it('refuses a missing or wrong token', async () => {
    expect((await app.fetch('/metrics')).status).toBe(401);
    const wrong = await app.fetch('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all-000' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('reports HTTP latency by route pattern, never the raw URL', async () => {
    const before = sample(await scrape(), 'http_request_duration_seconds_count', { route: '/v1/stories/public/:id', method: 'GET' });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await app.fetch(`/v1/stories/public/${id}`);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/v1/stories/public/:id', method: 'GET' }) - before).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/v1/stories/public/:id', le: '+Inf' })).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('reports a story job: its state in the queue and its duration when it finishes', async () => {
    const user = await seedUser(app.runtime);
    const characterId = await seedCharacter(app.runtime, user.id);
    const before = sample(await scrape(), 'bedtime_hero_job_duration_seconds_count', { queue: 'story-generate', outcome: 'completed' });
    const { id } = await createStory(
      app.runtime,
      user.id,
      { storyIn: { age: 5, moral: 'courage', freeText: '', language: 'en' }, illustrationStyle: 'watercolor', characterId, voiceSampleIn: null },
      { enrichByVoice: false, enrichByImage: false },
    );
    const queued = await scrape();
    const waiting = ['created', 'active', 'completed'].reduce((n, state) => n + sample(queued, 'bedtime_hero_jobs', { queue: 'story-generate', state }), 0);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(await waitForStory(app.runtime, id)).toContain('COMPLETE');
    // pg-boss completes the job just after the handler returns.
    let text = await scrape();
    for (let i = 0; i < 50 && sample(text, 'bedtime_hero_jobs', { queue: 'story-generate', state: 'completed' }) < 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      text = await scrape();
    }
    expect(sample(text, 'bedtime_hero_jobs', { queue: 'story-generate', state: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'bedtime_hero_job_duration_seconds_count', { queue: 'story-generate', outcome: 'completed' }) - before).toBe(1);
    expect(sample(text, 'bedtime_hero_job_duration_seconds_sum', { queue: 'story-generate', outcome: 'completed' })).toBeGreaterThan(0);
  }, 120_000);

  it('counts every failed vendor attempt by vendor and status', async () => {
    const before = sample(await scrape(), 'bedtime_hero_vendor_errors_total', { vendor: 'OpenAI', status: '503' });
    const { port } = vendor.address() as AddressInfo;
    await expect(
      fetchWithRetry('OpenAI', `http://127.0.0.1:${port}/v1/images`, { method: 'POST' }, { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 2 }, (r) => r.json()),
    ).rejects.toThrow(/OpenAI answered 503/);
    expect(sample(await scrape(), 'bedtime_hero_vendor_errors_total', { vendor: 'OpenAI', status: '503' }) - before).toBe(2);
  });

  it('includes the process figures (resident memory)', async () => {
    const line = (await scrape()).split('\n').find((l) => l.startsWith('bedtime_hero_process_resident_memory_bytes '));
    expect(Number(line?.split(' ')[1])).toBeGreaterThan(10_000_000);
  });
});
