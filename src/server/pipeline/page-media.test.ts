/**
 * The page media pool: the built-in picture is rendered once into raw pixels and encoded
 * once to WebP, and it is the same picture the built-in illustrator draws; narration comes back
 * from the worker thread as real MP3 with its timings; the event loop stays free meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createBuiltinIllustrator } from '../providers/illustrator/builtin/index.ts';
import { createBuiltinNarrator } from '../providers/narrator/builtin/index.ts';
import type { CharacterSheet, IllustrateRequest } from '../providers/types.ts';
import { closePageMedia, drawPage, narratePage } from './page-media.ts';
import { renderBuiltinPixels } from './page-media-task.ts';

const hero: CharacterSheet = { name: 'Mia', kind: 'human', gender: 'female', age: 5, description: 'curly red hair and a yellow raincoat' };
const request: IllustrateRequest = {
  scene: { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'puppy', props: ['kite'], mood: 'cheerful' },
  prompt: '',
  hero,
  style: 'watercolor',
  seed: 11,
  pageIndex: 2,
  pageCount: 10,
};
const config = loadConfig({ PIPELINE_MEDIA_THREADS: '1' });

afterAll(() => closePageMedia());
afterEach(() => {
  vi.useRealTimers();
});

describe('page media', () => {
  it('renders the very pixels the built-in illustrator draws, without its PNG', async () => {
    const { png } = await createBuiltinIllustrator().illustrate(request);
    const fromPng = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const direct = renderBuiltinPixels(request);
    expect([direct.width, direct.height]).toEqual([fromPng.info.width, fromPng.info.height]);
    expect(Buffer.compare(direct.pixels, fromPng.data)).toBe(0);
  });

  it('renders the very pixels the built-in illustrator draws for a ghibli page too (drawn from layers, raster.ts)', async () => {
    const ghibli = { ...request, style: 'ghibli' as const };
    const { png } = await createBuiltinIllustrator().illustrate(ghibli);
    const fromPng = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Buffer.compare(renderBuiltinPixels(ghibli).pixels, fromPng.data)).toBe(0);
  });

  it('draws a page in the page-media pool as a 1024 px WebP, and the cover from the same picture', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const picture = await drawPage(config, createBuiltinIllustrator(), request, true);
    delay.disable();
    const page = await sharp(picture.webp).metadata();
    expect([page.format, page.width, page.height]).toEqual(['webp', 1024, 1024]);
    const cover = await sharp(picture.cover!).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 480, 480]);
    // Not a blank square: the scene has colour and contrast.
    const stats = await sharp(picture.webp).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    // The page was drawn off the event loop (first use also starts the worker; a generous bound).
    expect(delay.max / 1e6).toBeLessThan(400);
    expect((await drawPage(config, createBuiltinIllustrator(), request, false)).cover).toBeNull();
  }, 60_000);

  it('draws the cover as its own picture from the cover scene, not a copy of the page, with a print-size copy', async () => {
    const coverScene = { ...request.scene, props: ['kite' as const], coHeroes: [] };
    const picture = await drawPage(config, createBuiltinIllustrator(), request, true, coverScene);
    const card = await sharp(picture.cover!).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 480, 480]);
    const print = await sharp(picture.printCover!).metadata();
    expect([print.format, print.width, print.height]).toEqual(['webp', 1024, 1024]);
    // Same scene, yet the cover differs from the page cut down: its own layout and frame.
    const cut = await sharp(picture.webp).resize(48, 48).raw().toBuffer();
    const own = await sharp(picture.cover!).resize(48, 48).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < cut.length; i++) diff += Math.abs(cut[i]! - own[i]!);
    expect(diff / cut.length).toBeGreaterThan(12);
    expect((await drawPage(config, createBuiltinIllustrator(), request, true)).printCover).toBeNull();
  }, 60_000);

  it('narrates a page in the page-media pool: MP3 bytes, duration and one timing per sentence', async () => {
    const narration = await narratePage(config, createBuiltinNarrator(), {
      text: 'The moon rose over the meadow. Mia waved goodnight to the puppy.',
      language: 'en',
      voice: null,
      pageIndex: 9,
      pageCount: 10,
    });
    expect(narration.contentType).toBe('audio/mpeg');
    expect(Buffer.isBuffer(narration.audio)).toBe(true);
    // An MP3 frame sync or an ID3 tag at the start.
    expect(narration.audio.subarray(0, 3).toString('latin1') === 'ID3' || (narration.audio[0] === 0xff && (narration.audio[1]! & 0xe0) === 0xe0)).toBe(true);
    expect(narration.durationSeconds).toBeGreaterThan(2);
    expect(narration.timings).toHaveLength(2);
  }, 60_000);

  it('narrates a page the same in the pool child, again after another page there, and in this process', async () => {
    const page = { text: 'Mia hugged her sleepy puppy. The stars blinked over the meadow.', language: 'en' as const, voice: null, pageIndex: 3, pageCount: 10 };
    const inChild = await narratePage(config, createBuiltinNarrator(), page);
    // One child (PIPELINE_MEDIA_THREADS 1): it narrates another page, then the first one again.
    await narratePage(config, createBuiltinNarrator(), { ...page, text: 'The owl hooted softly and the moon rose high above the quiet hills.', pageIndex: 4 });
    const again = await narratePage(config, createBuiltinNarrator(), page);
    // Another process, and another hour on its clock (espeak's breath noise was seeded by the time).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T03:00:00Z'));
    const here = await createBuiltinNarrator().narrate(page);
    for (const other of [again, here]) {
      expect(other.durationSeconds).toBe(inChild.durationSeconds);
      expect(other.timings).toEqual(inChild.timings);
      expect(Buffer.compare(other.audio, inChild.audio)).toBe(0);
    }
  }, 60_000);
});
