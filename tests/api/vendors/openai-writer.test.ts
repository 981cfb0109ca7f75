import { describe, expect, it } from 'vitest';
import { createOpenAIWriter } from '../../../src/server/providers/writer/openai/openai-provider.ts';
import type { WriteRequest } from '../../../src/server/providers/types.ts';
import { chatReply, malformedJson, openaiError, startFakeOpenAI } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const request: WriteRequest = {
  hero: { name: 'Zoë', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' },
  age: 5,
  language: 'es',
  moral: { key: 'sharing', group: 'core-values', label: 'Compartir' },
  freeText: 'She loves the sea',
  seed: 42,
};

const fake = vendorFake(startFakeOpenAI);

function writer(extra: Partial<Parameters<typeof createOpenAIWriter>[0]> = {}) {
  return createOpenAIWriter({
    baseURL: `${fake.url}/v1`,
    apiKey: 'sk-test',
    model: 'gpt-4o-mini',
    timeoutMs: 2_000,
    baseDelayMs: 20,
    maxDelayMs: 50,
    ...extra,
  });
}

describe('OpenAI-compatible writer against the fake OpenAI', () => {
  it('sends a strict JSON-schema chat request and returns the story in the asked language with the exact name', async () => {
    const story = await writer().write(request);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.json.model).toBe('gpt-4o-mini');
    expect(sent.json.seed).toBe(42);
    expect(sent.json.response_format.type).toBe('json_schema');
    expect(sent.json.response_format.json_schema.strict).toBe(true);
    expect(sent.json.response_format.json_schema.schema.properties.pages.items.properties.scene.properties.setting.enum).toContain('underSea');
    expect(sent.json.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(sent.json.messages[0].content).toMatch(/bedtime/i);
    expect(sent.json.messages[1].content).toContain('Zoë');
    expect(sent.json.messages[1].content).toMatch(/6 to 8 pages/);

    expect(story.title).toContain('Zoë');
    expect(story.pages.length).toBeGreaterThanOrEqual(6);
    expect(story.pages[0].text).toMatch(/^Érase una vez/);
    expect(story.pages.at(-1)!.scene.mood).toBe('calm');
  });

  it('leaves temperature out for reasoning models, which reject it', async () => {
    await writer({ model: 'gpt-5-mini' }).write(request);
    await writer({ model: 'llama3.1:8b' }).write(request);
    expect(fake.requests[0].json).not.toHaveProperty('temperature');
    expect(fake.requests[1].json.temperature).toBe(0.9);
  });

  it('waits out a 429 Retry-After, then succeeds', async () => {
    fake.script(openaiError(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded', { 'retry-after': '1' }));
    const started = Date.now();
    const story = await writer().write(request);
    const waited = Date.now() - started;
    expect(story.pages.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(950);
  });

  it('retries a 503 and succeeds', async () => {
    fake.script(openaiError(503, 'The server is overloaded', 'server_error', null));
    await writer().write(request);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on persistent 500s with a retryable ProviderError after maxRetries', async () => {
    fake.script(...Array.from({ length: 3 }, () => openaiError(500, 'The server had an error while processing your request.')));
    const error = await failure(writer({ maxRetries: 2 }).write(request));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(500);
    expect(fake.requests).toHaveLength(3);
  });

  it('turns a hanging server into a retryable timeout', async () => {
    fake.script({ hang: true }, { hang: true });
    const started = Date.now();
    const error = await failure(writer({ timeoutMs: 300, maxRetries: 1 }).write(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400 and reports the vendor message', async () => {
    fake.script(openaiError(400, "Invalid schema for response_format 'bedtime_story'", 'invalid_request_error', 'invalid_json_schema'));
    const error = await failure(writer().write(request));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Invalid schema');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a wrong key like OpenAI does (401, not retried)', async () => {
    const error = await failure(writer({ apiKey: 'sk-wrong' }).write(request));
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
  });

  it('repairs invalid output once by sending the validation errors back', async () => {
    fake.script(chatReply(JSON.stringify({ title: 'Sin nombre', pages: [{ text: 'Hola', scene: { setting: 'moon' }, illustrationPrompt: 'x' }] })));
    const story = await writer().write(request);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1].json.messages;
    expect(repair.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[3].content).toMatch(/scene\.setting/);
    expect(story.pages.some((p) => p.text.includes('Zoë'))).toBe(true);
  });

  it('fails non-retryably when the repair is invalid too', async () => {
    fake.script(chatReply('not json at all'), chatReply('{"title": "still wrong"}'));
    const error = await failure(writer().write(request));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/after one repair/);
    expect(fake.requests).toHaveLength(2);
  });

  it('treats a malformed HTTP body as non-retryable', async () => {
    fake.script(malformedJson());
    const error = await failure(writer().write(request));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('the fake OpenAI chat endpoint itself', () => {
  it('rejects a request without model or messages with 400 and OpenAI error JSON', async () => {
    const noModel = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(noModel.status).toBe(400);
    expect((await noModel.json()).error).toMatchObject({ type: 'invalid_request_error', message: expect.stringMatching(/model/) });
    const noMessages = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm' }),
    });
    expect(noMessages.status).toBe(400);
    expect((await noMessages.json()).error.code).toBe('missing_required_parameter');
  });

  it.each(['ja', 'ko', 'ar', 'hi', 'tr', 'pl'] as const)('writes a valid %s story around the hero name', async (language) => {
    const story = await writer().write({ ...request, language, age: 9, hero: { ...request.hero, name: 'Mia' } });
    expect(story.pages).toHaveLength(10);
    expect(story.pages.filter((p) => p.text.includes('Mia')).length).toBeGreaterThan(3);
    expect(story.pages[0].text).not.toMatch(/Once upon/);
  });

  it('sends every hero (names, looks, roles) and checks each has a part', async () => {
    const story = await writer().write({
      ...request,
      coHeroes: [
        {
          name: 'Mateo',
          kind: 'human',
          gender: 'male',
          age: 3,
          description: 'short black hair and a green jumper',
          look: { kind: 'person', hairColour: 'black', hairLength: 'short', top: 'jumper', clothing: ['green'] },
        },
        { name: 'Luna', kind: 'animal', description: 'a small grey cat' },
      ],
    });
    const prompt: string = fake.requests[0].json.messages[1].content;
    const facts = JSON.parse(prompt.slice(prompt.indexOf('{'), prompt.indexOf('\n}\n') + 2));
    expect(facts.hero).toMatchObject({ name: 'Zoë', role: 'main hero', description: 'curly red hair and a yellow raincoat' });
    expect(facts.otherHeroes).toEqual([
      {
        name: 'Mateo',
        kind: 'human',
        gender: 'male',
        heroAge: 3,
        description: 'short black hair and a green jumper',
        look: expect.stringMatching(/black hair.*green jumper/),
        role: 'second hero',
      },
      { name: 'Luna', kind: 'animal', description: 'a small grey cat', role: 'third hero' },
    ]);
    expect(prompt).toContain('The other heroes\' names, exactly (JSON): ["Mateo","Luna"]');
    // The fake writes them into the pages; the adapter accepted the story only because each has a part.
    for (const name of ['Mateo', 'Luna']) expect(story.pages.filter((p) => p.text.includes(name)).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a repair when another hero is missing from the pages', async () => {
    const { fakeStory } = await import('../../fakes/fake-story.ts');
    fake.script(chatReply(JSON.stringify(fakeStory('es', 'Zoë', 5))));
    const story = await writer().write({ ...request, coHeroes: [{ name: 'Mateo', kind: 'human', gender: 'male' }] });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].json.messages.at(-1).content).toContain('the hero "Mateo" must appear exactly as written on at least two pages');
    expect(story.pages.filter((p) => p.text.includes('Mateo')).length).toBeGreaterThanOrEqual(2);
  });
});
