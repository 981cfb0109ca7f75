import { describe, expect, it } from 'vitest';
import { createElevenLabsNarrator } from '../../../src/server/providers/narrator/elevenlabs/elevenlabs-provider.ts';
import type { NarrateRequest } from '../../../src/server/providers/types.ts';
import { elevenLabsError, fakeMp3, malformedJson, PREMADE_VOICE_ID, startFakeElevenLabs } from '../../fakes/index.ts';
import { failure, vendorFake } from '../../helpers/vendor-fake.ts';

const page: NarrateRequest = {
  text: 'Mia looked at the sea. "Where is the moon?" she asked. The puppy yawned.',
  language: 'en',
  voice: null,
  pageIndex: 1,
  pageCount: 6,
};

const fake = vendorFake(startFakeElevenLabs);

function narrator(extra: Partial<Parameters<typeof createElevenLabsNarrator>[0]> = {}) {
  return createElevenLabsNarrator({ baseURL: fake.url, apiKey: 'xi-test', timeoutMs: 3_000, baseDelayMs: 20, maxDelayMs: 50, ...extra });
}

describe('ElevenLabs narrator against the fake ElevenLabs', () => {
  it('narrates with the default voice: MP3, measured duration and sentence timings from the alignment', async () => {
    const narration = await narrator().narrate(page);

    const sent = fake.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe(`/v1/text-to-speech/${PREMADE_VOICE_ID}/with-timestamps`);
    expect(sent.query.get('output_format')).toBe('mp3_44100_128');
    expect(sent.headers['xi-api-key']).toBe('xi-test');
    expect(sent.json).toMatchObject({ text: page.text, model_id: 'eleven_multilingual_v2', voice_settings: { speed: 0.9, stability: 0.6 } });
    expect(sent.json.language_code).toBeUndefined();

    expect(narration.contentType).toBe('audio/mpeg');
    expect(narration.audio.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);
    expect(narration.timings.map((t) => t.text)).toEqual(['Mia looked at the sea.', '"Where is the moon?" she asked.', 'The puppy yawned.']);
    // Sentences follow each other, with the fake's 0.4 s pause after each full stop.
    const [a, b, c] = narration.timings;
    expect(a.start).toBeCloseTo(0.1, 2);
    expect(b.start - a.end).toBeGreaterThanOrEqual(0.39);
    expect(c.start).toBeGreaterThan(b.end);
    expect(narration.durationSeconds).toBeGreaterThanOrEqual(c.end - 0.15);
    expect(narration.durationSeconds).toBeLessThan(c.end + 1);
  });

  it('reads the last page slower and sends language_code to v2.5 models', async () => {
    await narrator({ modelId: 'eleven_flash_v2_5' }).narrate({ ...page, language: 'es', pageIndex: 5 });
    expect(fake.requests[0].json.voice_settings.speed).toBe(0.85);
    expect(fake.requests[0].json.language_code).toBe('es');
  });

  it('clones a voice, narrates with it, and deletes it', async () => {
    const n = narrator();
    const sample = await fakeMp3(2);
    const voiceId = await n.createVoice!({ name: 'Mia’s mum', audio: sample, contentType: 'audio/mpeg' });
    expect(voiceId).toMatch(/^[\w-]{20}$/);
    const add = fake.requests[0];
    expect(add.path).toBe('/v1/voices/add');
    expect(add.headers['xi-api-key']).toBe('xi-test');
    expect(add.form!.get('name')).toBe('Mia’s mum');
    const file = add.form!.get('files') as File;
    expect(file.name).toBe('voice-sample.mp3');
    expect(Buffer.from(await file.arrayBuffer()).equals(sample)).toBe(true);

    await n.narrate({ ...page, voice: { sampleId: 1, medianPitchHz: 210, syllablesPerSecond: 4, vendorVoiceId: voiceId } });
    expect(fake.requests[1].path).toBe(`/v1/text-to-speech/${voiceId}/with-timestamps`);

    await n.deleteVoice!(voiceId);
    expect(fake.requests[2]).toMatchObject({ method: 'DELETE', path: `/v1/voices/${voiceId}` });
    expect(fake.voices.has(voiceId)).toBe(false);
    // Deleting again is harmless (the fake answers 404 voice_not_found).
    await n.deleteVoice!(voiceId);
  });

  it('reports an unknown cloned voice as a non-retryable 404 with the vendor message', async () => {
    const error = await failure(narrator().narrate({ ...page, voice: { sampleId: 1, medianPitchHz: 200, syllablesPerSecond: 4, vendorVoiceId: 'gone' } }));
    expect(error).toMatchObject({ retryable: false, status: 404 });
    expect(error.message).toMatch(/voice_not_found/);
  });

  it('waits out a 429 Retry-After, then succeeds', async () => {
    fake.script(elevenLabsError(429, 'too_many_concurrent_requests', 'Too many concurrent requests.', { 'retry-after': '1' }));
    const started = Date.now();
    await narrator().narrate(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 500 during cloning, then succeeds', async () => {
    fake.script(elevenLabsError(500, 'internal_error', 'Internal server error'));
    const voiceId = await narrator().createVoice!({ name: 'Dad', audio: await fakeMp3(1), contentType: 'audio/mpeg' });
    expect(fake.voices.has(voiceId)).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v1/voices/add')).toHaveLength(2);
  });

  it('gives up on persistent 503s with a retryable ProviderError', async () => {
    fake.script(...Array.from({ length: 3 }, () => elevenLabsError(503, 'service_unavailable', 'Service unavailable')));
    const error = await failure(narrator({ maxRetries: 2 }).narrate(page));
    expect(error).toMatchObject({ retryable: true, status: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a hanging server with a retryable ProviderError', async () => {
    fake.script({ hang: true }, { hang: true });
    const error = await failure(narrator({ timeoutMs: 250, maxRetries: 1 }).narrate(page));
    expect(error.retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['malformed JSON', malformedJson()],
    ['a body without audio', { status: 200, json: { alignment: null } }],
    ['audio that is not MP3', { status: 200, json: { audio_base64: Buffer.from('not audio at all').toString('base64'), alignment: null } }],
  ])('treats %s as a non-retryable failure', async (_label, scripted) => {
    fake.script(scripted);
    const error = await failure(narrator().narrate(page));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a wrong key (401 in ElevenLabs shape, not retried)', async () => {
    const error = await failure(narrator({ apiKey: 'nope' }).narrate(page));
    expect(error).toMatchObject({ retryable: false, status: 401 });
    expect(error.message).toMatch(/invalid_api_key/);
  });
});
