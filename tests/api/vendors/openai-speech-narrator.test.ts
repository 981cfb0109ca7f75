import { describe, expect, it } from 'vitest';
import { createOpenAISpeechNarrator } from '../../../src/server/providers/narrator/openai/openai-provider.ts';
import type { NarrateRequest } from '../../../src/server/providers/types.ts';
import { openaiError, startFakeOpenAI } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const page: NarrateRequest = {
  text: 'Le petit renard bâille. La lune sourit au-dessus des arbres, et tout devient calme.',
  language: 'fr',
  voice: null,
  pageIndex: 2,
  pageCount: 8,
};

const fake = vendorFake(startFakeOpenAI);

function narrator(extra: Partial<Parameters<typeof createOpenAISpeechNarrator>[0]> = {}) {
  return createOpenAISpeechNarrator({ baseURL: `${fake.url}/v1`, apiKey: 'sk-test', timeoutMs: 3_000, baseDelayMs: 20, maxDelayMs: 50, ...extra });
}

describe('OpenAI speech narrator against the fake OpenAI', () => {
  it('posts a slow bedtime speech request and measures the MP3', async () => {
    const narration = await narrator().narrate(page);
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/audio/speech');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.json).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'nova', input: page.text, response_format: 'mp3', speed: 0.9 });
    expect(sent.json.instructions).toMatch(/bedtime/);

    // The fake speaks ~15 chars/s × speed: 83 chars at 0.9 → about 6.1 s.
    const expected = [...page.text].length / (15 * 0.9);
    expect(narration.durationSeconds).toBeGreaterThan(expected - 0.3);
    expect(narration.durationSeconds).toBeLessThan(expected + 0.4);
    expect(narration.contentType).toBe('audio/mpeg');

    expect(narration.timings.map((t) => t.text)).toEqual(['Le petit renard bâille.', 'La lune sourit au-dessus des arbres, et tout devient calme.']);
    expect(narration.timings[0].start).toBe(0);
    expect(narration.timings[1].start).toBe(narration.timings[0].end);
    expect(narration.timings[1].end).toBeCloseTo(narration.durationSeconds, 2);
    // Proportional: the longer second sentence gets the larger share.
    expect(narration.timings[1].end - narration.timings[1].start).toBeGreaterThan(2 * (narration.timings[0].end - narration.timings[0].start));
  });

  it('reads the last page slower and omits instructions for tts-1', async () => {
    await narrator({ model: 'tts-1' }).narrate({ ...page, pageIndex: 7 });
    expect(fake.requests[0].json.speed).toBeCloseTo(0.855, 3);
    expect(fake.requests[0].json.instructions).toBeUndefined();
  });

  it('waits out a 429 Retry-After given as an HTTP date', async () => {
    fake.script(openaiError(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', { 'retry-after': new Date(Date.now() + 2_000).toUTCString() }));
    const started = Date.now();
    await narrator().narrate(page);
    // HTTP dates have 1 s resolution: the wait is between 1 and 2 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not sleep through a Retry-After above the cap: retryable error carrying the wait', async () => {
    fake.script(openaiError(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', { 'retry-after': '120' }));
    const started = Date.now();
    const error = await failure(narrator({ maxRetryAfterSeconds: 10 }).narrate(page));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 120 });
  });

  it('does not retry insufficient_quota (money, not time)', async () => {
    fake.script(openaiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'));
    const error = await failure(narrator().narrate(page));
    expect(error).toMatchObject({ retryable: false, status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500, then succeeds', async () => {
    fake.script(openaiError(500, 'The server had an error'));
    await narrator().narrate(page);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on persistent 502s with a retryable ProviderError', async () => {
    fake.script(...Array.from({ length: 2 }, () => openaiError(502, 'Bad gateway')));
    const error = await failure(narrator({ maxRetries: 1 }).narrate(page));
    expect(error).toMatchObject({ retryable: true, status: 502 });
  });

  it('times out a hanging server with a retryable ProviderError', async () => {
    fake.script({ hang: true });
    const error = await failure(narrator({ timeoutMs: 250, maxRetries: 0 }).narrate(page));
    expect(error.retryable).toBe(true);
  });

  it('rejects audio that is not MP3 as a non-retryable failure', async () => {
    fake.script({ status: 200, headers: { 'content-type': 'audio/mpeg' }, body: Buffer.from('<html>oops</html>') });
    const error = await failure(narrator().narrate(page));
    expect(error.retryable).toBe(false);
  });

  it('maps a connection refused to a retryable network error', async () => {
    const error = await failure(
      createOpenAISpeechNarrator({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'sk-test', maxRetries: 1, baseDelayMs: 10 }).narrate(page),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/network error/);
  });
});
