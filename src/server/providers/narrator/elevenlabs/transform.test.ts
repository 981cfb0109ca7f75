import { describe, expect, it } from 'vitest';
import type { NarrateRequest } from '../../types.ts';
import { BEDTIME_VOICE_SETTINGS, sampleFileName, timingsFromAlignment, ttsBody, type TAlignment } from './transform.ts';

/** An alignment where character i spans [i/10, (i+1)/10) seconds. */
function evenAlignment(text: string): TAlignment {
  const characters = [...text];
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => i / 10),
    character_end_times_seconds: characters.map((_, i) => (i + 1) / 10),
  };
}

describe('timingsFromAlignment', () => {
  it('starts each sentence at its first character and ends it at its last', () => {
    const text = 'Hi Mia. Sleep well.';
    const timings = timingsFromAlignment(text, evenAlignment(text));
    expect(timings.map(({ text, start, end }) => ({ text, start, end }))).toEqual([
      { text: 'Hi Mia.', start: 0, end: 0.7 },
      { text: 'Sleep well.', start: 0.8, end: 1.9 },
    ]);
  });

  it('times each word from its first to its last character (read-along)', () => {
    const text = 'Hi Mia. Sleep well.';
    const timings = timingsFromAlignment(text, evenAlignment(text));
    expect(timings[0]!.words).toEqual([
      { text: 'Hi', start: 0, end: 0.2, from: 0, to: 2 },
      { text: 'Mia', start: 0.3, end: 0.6, from: 3, to: 6 },
    ]);
    expect(timings[1]!.words!.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Sleep', 0.8, 1.3],
      ['well', 1.4, 1.8],
    ]);
  });

  it('times unspaced Japanese by its dictionary words and Arabic words right to left in reading order', () => {
    const ja = 'おやすみなさい。月がきれいです。';
    const jaWords = timingsFromAlignment(ja, evenAlignment(ja), 'ja').flatMap((s) => s.words!.map((w) => w.text));
    expect(jaWords.length).toBeGreaterThan(3);
    expect(jaWords).toContain('月');
    const ar = 'تصبحين على خير يا ميا.';
    const arWords = timingsFromAlignment(ar, evenAlignment(ar), 'ar')[0]!.words!;
    expect(arWords.map((w) => w.text)).toEqual(['تصبحين', 'على', 'خير', 'يا', 'ميا']);
    expect(arWords[1]!.start).toBeGreaterThan(arWords[0]!.start);
  });

  it('handles characters outside the BMP and CJK text', () => {
    const text = '星星🌟。晚安。';
    const timings = timingsFromAlignment(text, evenAlignment(text));
    expect(timings.map((t) => [t.text, t.start, t.end])).toEqual([
      ['星星🌟。', 0, 0.4],
      ['晚安。', 0.4, 0.7],
    ]);
  });

  it('maps proportionally when the vendor normalised the text', () => {
    const text = 'It was 3 pm. Bedtime.';
    const normalised = 'It was three p m. Bedtime.';
    const timings = timingsFromAlignment(text, evenAlignment(normalised));
    expect(timings).toHaveLength(2);
    expect(timings[0].start).toBe(0);
    expect(timings[1].start).toBeGreaterThan(timings[0].start);
    expect(timings[1].end).toBeCloseTo(normalised.length / 10, 5);
  });

  it('returns nothing for an empty alignment', () => {
    expect(timingsFromAlignment('Hello.', { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] })).toEqual([]);
  });
});

describe('ttsBody', () => {
  const page: NarrateRequest = { text: 'Bonne nuit.', language: 'fr', voice: null, pageIndex: 0, pageCount: 4 };
  it.each([
    ['eleven_multilingual_v2', 0, 0.9, undefined],
    ['eleven_multilingual_v2', 3, 0.85, undefined],
    ['eleven_turbo_v2_5', 0, 0.9, 'fr'],
    ['eleven_v3', 3, 0.85, 'fr'],
  ])('%s page %i → speed %d, language_code %s', (model, pageIndex, speed, languageCode) => {
    const body = ttsBody({ ...page, pageIndex }, model, BEDTIME_VOICE_SETTINGS);
    expect((body.voice_settings as { speed: number }).speed).toBe(speed);
    expect(body.language_code).toBe(languageCode);
  });

  it('keeps speed inside ElevenLabs’ 0.7–1.2 range', () => {
    const body = ttsBody({ ...page, pageIndex: 3 }, 'eleven_multilingual_v2', { ...BEDTIME_VOICE_SETTINGS, speed: 0.7 });
    expect((body.voice_settings as { speed: number }).speed).toBe(0.7);
  });
});

describe('sampleFileName', () => {
  it.each([
    ['audio/mpeg', 'voice-sample.mp3'],
    ['audio/webm;codecs=opus', 'voice-sample.webm'],
    ['audio/x-m4a', 'voice-sample.m4a'],
    ['audio/wav', 'voice-sample.wav'],
    ['application/octet-stream', 'voice-sample.bin'],
  ])('%s → %s', (type, name) => {
    expect(sampleFileName(type)).toBe(name);
  });
});
