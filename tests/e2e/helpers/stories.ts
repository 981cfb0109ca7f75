/**
 * API shortcuts for the story browser tests: a signed-in page's bearer token, characters,
 * voice samples (real espeak-ng speech as WAV) and stories made through the public HTTP API,
 * never the database. Used to seed what a test is not about (e.g. 12 stories for pagination).
 */
import { expect, type Page } from '@playwright/test';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../../../src/server/providers/narrator/builtin/espeak-engine.ts';
import { voiceConsentFields } from '../../../src/shared/voice-consent.ts';

/** The session token the site stored after sign-in. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

export class StoryApi {
  readonly baseURL: string;
  readonly token: string;
  constructor(baseURL: string, token: string) {
    this.baseURL = baseURL;
    this.token = token;
  }

  static async of(page: Page): Promise<StoryApi> {
    return new StoryApi(new URL(page.url()).origin, await tokenOf(page));
  }

  async call<T = unknown>(method: string, path: string, body?: unknown, form?: FormData): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.baseURL}${path}`, { method, headers, body: form ?? (body !== undefined ? JSON.stringify(body) : undefined) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async createCharacter(fields: Record<string, string>): Promise<{ id: number; name: string }> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await this.call<{ id: number; name: string }>('POST', '/v1/me/characters', undefined, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  /** Uploads `seconds` of real speech as a WAV voice sample. */
  async createVoiceSample(name: string, seconds = 22): Promise<{ id: number; name: string }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await speechWav(seconds))], { type: 'audio/wav' }), 'voice.wav');
    form.append('name', name);
    form.append('language', 'en');
    for (const [field, value] of Object.entries(voiceConsentFields('en'))) form.append(field, value);
    const res = await this.call<{ id: number; name: string }>('POST', '/v1/me/voice-samples', undefined, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async createStory(characterId: number, storyIn: Record<string, unknown> = {}): Promise<string> {
    const res = await this.call<{ id: string }>('POST', '/v1/stories?enrich_by_voice=false', {
      story_in: { age: 5, moral: '', free_text: '', language: 'en', ...storyIn },
      illustration_style: 'storybook',
      character_id: characterId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  }

  async storyCreditsLeft(): Promise<number> {
    const res = await this.call<{ resource: string; remaining: number }[]>('GET', '/v1/me/usage');
    return res.body.find((u) => u.resource === 'STORY_GENERATION')!.remaining;
  }

  async deleteStory(id: string): Promise<void> {
    await this.call('DELETE', `/v1/stories/private/${id}`);
  }

  async deleteAllStories(): Promise<void> {
    const res = await this.call<{ data: { id: string }[] }>('GET', '/v1/stories/private/all?limit=50');
    for (const story of res.body.data) await this.deleteStory(story.id);
  }
}

let speech: Float32Array | null = null;

/** 16-bit mono WAV of espeak-ng reading bedtime sentences, repeated to `seconds`. */
export async function speechWav(seconds: number): Promise<Buffer> {
  speech ??= await synthesize('Once upon a time, a little fox lived at the edge of a quiet forest. Every night the moon told him a story.', {
    voice: 'en-us+f3',
    speed: 150,
    pitch: 50,
  });
  const samples = Math.round(seconds * ESPEAK_SAMPLE_RATE);
  const pcm = Buffer.alloc(samples * 2);
  const gap = Math.round(0.4 * ESPEAK_SAMPLE_RATE);
  for (let i = 0; i < samples; i++) {
    const at = i % (speech.length + gap);
    const v = at < speech.length ? speech[at]! : 0;
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(ESPEAK_SAMPLE_RATE, 24);
  header.writeUInt32LE(ESPEAK_SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
