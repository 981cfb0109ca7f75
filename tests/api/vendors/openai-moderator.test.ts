import { describe, expect, it } from 'vitest';
import { createOpenAIModerator } from '../../../src/server/providers/moderation/openai/openai-provider.ts';
import { malformedJson, openaiError, startFakeOpenAI } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const fake = vendorFake(startFakeOpenAI);

function moderator(extra: Partial<Parameters<typeof createOpenAIModerator>[0]> = {}) {
  return createOpenAIModerator({ baseURL: `${fake.url}/v1`, apiKey: 'sk-test', timeoutMs: 2_000, baseDelayMs: 20, maxDelayMs: 50, ...extra });
}

describe('OpenAI moderator against the fake OpenAI', () => {
  it('sends all texts in one input array and folds flagged categories into reasons', async () => {
    const result = await moderator().check(['Mia loves the sea', 'and the pirate wants to kill everyone', '  '], 'en');
    expect(result).toEqual({ flagged: true, reasons: ['violence'] });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/moderations');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.json).toEqual({ model: 'omni-moderation-latest', input: ['Mia loves the sea', 'and the pirate wants to kill everyone'] });
  });

  it('passes clean text and skips the call when there is nothing to check', async () => {
    expect(await moderator().check(['A sleepy owl and a bright star.'], 'en')).toEqual({ flagged: false, reasons: [] });
    expect(await moderator().check(['', ' '], 'en')).toEqual({ flagged: false, reasons: [] });
    expect(fake.requests).toHaveLength(1);
  });

  it('batches long input lists', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `Page ${i} is calm.`);
    await moderator().check(texts, 'en');
    expect(fake.requests.map((r) => r.json.input.length)).toEqual([32, 32, 6]);
  });

  it('waits out a 429 Retry-After, then succeeds', async () => {
    fake.script(openaiError(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', { 'retry-after-ms': '600' }));
    const started = Date.now();
    await moderator().check(['hello'], 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(580);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(580);
  });

  it('retries a 500 and gives up on persistent 503s as retryable', async () => {
    fake.script(openaiError(500, 'oops'));
    await moderator().check(['hello'], 'en');
    expect(fake.requests).toHaveLength(2);

    fake.script(...Array.from({ length: 2 }, () => openaiError(503, 'unavailable')));
    const error = await failure(moderator({ maxRetries: 1 }).check(['hello'], 'en'));
    expect(error).toMatchObject({ retryable: true, status: 503 });
  });

  it('times out a hanging server with a retryable ProviderError', async () => {
    fake.script({ hang: true });
    const error = await failure(moderator({ timeoutMs: 200, maxRetries: 0 }).check(['hello'], 'en'));
    expect(error.retryable).toBe(true);
  });

  it.each([
    ['malformed JSON', malformedJson()],
    ['results missing', { status: 200, json: { id: 'modr-1', model: 'x' } }],
    ['fewer results than inputs', { status: 200, json: { results: [] } }],
  ])('treats %s as non-retryable', async (_label, scripted) => {
    fake.script(scripted);
    const error = await failure(moderator().check(['hello'], 'en'));
    expect(error.retryable).toBe(false);
  });
});
