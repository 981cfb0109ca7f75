import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOpenAIIllustrator } from '../../../src/server/providers/illustrator/openai/openai-provider.ts';
import type { IllustrateRequest } from '../../../src/server/providers/types.ts';
import { fakePicture, malformedJson, openaiError, startFakeOpenAI } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const request: IllustrateRequest = {
  scene: { setting: 'seaside', timeOfDay: 'night', action: 'sleeping', companion: 'puppy', props: ['shell', 'moon'], mood: 'calm' },
  prompt: 'Mia asleep on a blanket by the sea under the stars, a puppy curled beside her.',
  hero: { name: 'Mia', kind: 'human', gender: 'female', age: 6, description: 'curly red hair and a yellow raincoat', palette: ['#d9452b', '#f4c430'] },
  style: 'watercolor',
  seed: 7,
  pageIndex: 5,
  pageCount: 6,
};

const fake = vendorFake(startFakeOpenAI);

function illustrator(extra: Partial<Parameters<typeof createOpenAIIllustrator>[0]> = {}) {
  return createOpenAIIllustrator({ baseURL: `${fake.url}/v1`, apiKey: 'sk-test', timeoutMs: 3_000, baseDelayMs: 20, maxDelayMs: 50, ...extra });
}

describe('OpenAI Images illustrator against the fake OpenAI', () => {
  it('generates a 1024x1024 PNG from a prompt with page, character sheet and style', async () => {
    const { png } = await illustrator().illustrate(request);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 1024 });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.json).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1, output_format: 'png' });
    expect(sent.json.response_format).toBeUndefined();
    expect(sent.json.prompt).toContain('curly red hair and a yellow raincoat');
    expect(sent.json.prompt).toMatch(/watercolor/i);
    expect(sent.json.prompt).toContain('page 6 of 6');
    expect(sent.json.prompt).toMatch(/calmest/);
  });

  it('sends the reference photo to /images/edits as a multipart file', async () => {
    const photo = await fakePicture(600, 800, 'jpeg');
    const { png } = await illustrator().illustrate({ ...request, referencePhoto: photo });
    expect((await sharp(png).metadata()).format).toBe('png');
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/images/edits');
    expect(String(sent.headers['content-type'])).toMatch(/^multipart\/form-data/);
    const image = sent.form!.get('image') as File;
    expect(image.type).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(photo)).toBe(true);
    expect(sent.form!.get('model')).toBe('gpt-image-1');
    expect(sent.form!.get('input_fidelity')).toBe('high');
    expect(String(sent.form!.get('prompt'))).toMatch(/reference image/);
  });

  it('asks dall-e for b64_json and converts a non-PNG, non-square answer to a 1024 PNG', async () => {
    const jpeg = await fakePicture(1792, 1024, 'jpeg');
    fake.script({ status: 200, json: { created: 1, data: [{ b64_json: jpeg.toString('base64') }] } });
    const { png } = await illustrator({ model: 'dall-e-3' }).illustrate(request);
    expect(fake.requests[0].json.response_format).toBe('b64_json');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
  });

  it('converts a webp answer (output_format honoured by compatible servers) to PNG', async () => {
    const webp = await fakePicture(1024, 1024, 'webp');
    fake.script({ status: 200, json: { created: 1, data: [{ b64_json: webp.toString('base64') }] } });
    const { png } = await illustrator().illustrate(request);
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('waits out a 429 Retry-After, then succeeds', async () => {
    fake.script(openaiError(429, 'Rate limit reached for images per minute', 'requests', 'rate_limit_exceeded', { 'retry-after': '1' }));
    const started = Date.now();
    await illustrator().illustrate(request);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 502, then succeeds', async () => {
    fake.script(openaiError(502, 'Bad gateway'));
    await illustrator().illustrate(request);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on persistent 503s with a retryable ProviderError', async () => {
    fake.script(...Array.from({ length: 3 }, () => openaiError(503, 'Service unavailable')));
    const error = await failure(illustrator({ maxRetries: 2 }).illustrate(request));
    expect(error).toMatchObject({ retryable: true, status: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a hanging server with a retryable ProviderError', async () => {
    fake.script({ hang: true });
    const error = await failure(illustrator({ timeoutMs: 300, maxRetries: 0 }).illustrate(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/within 300 ms/);
  });

  it('does not retry a content-policy rejection', async () => {
    fake.script(openaiError(400, 'Your request was rejected by the safety system.', 'image_generation_user_error', 'moderation_blocked'));
    const error = await failure(illustrator().illustrate(request));
    expect(error).toMatchObject({ retryable: false, status: 400 });
    expect(error.message).toContain('moderation_blocked');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', malformedJson()],
    ['no image in data', { status: 200, json: { created: 1, data: [] } }],
    ['base64 that is not an image', { status: 200, json: { created: 1, data: [{ b64_json: Buffer.from('hello').toString('base64') }] } }],
  ])('treats %s as a non-retryable failure', async (_label, scripted) => {
    fake.script(scripted);
    const error = await failure(illustrator().illustrate(request));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });
});
