/**
 * API shortcuts for the story browser tests: a signed-in page's bearer token, characters,
 * voice samples (real espeak-ng speech as WAV) and stories made through the public HTTP API,
 * never the database. Used to seed what a test is not about (e.g. 12 stories for pagination).
 */
import { expect, type Page } from '@playwright/test';
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

import { speechWav } from '../../helpers/speech-wav.ts';

export { speechWav };
