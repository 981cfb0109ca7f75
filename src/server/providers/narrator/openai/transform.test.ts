import { describe, expect, it } from 'vitest';
import type { NarrateRequest } from '../../types.ts';
import { measureMp3Seconds, proportionalTimings, speechBody, splitSentences } from './transform.ts';

describe('splitSentences', () => {
  it.each([
    ['en', 'Mia smiled. "Good night!" said the owl. Then all was quiet…', ['Mia smiled.', '"Good night!" said the owl.', 'Then all was quiet…']],
    ['es', '¿Dónde está la luna? ¡Allí! Léa sonrió.', ['¿Dónde está la luna?', '¡Allí!', 'Léa sonrió.']],
    ['fr', '« Merci, Léa ! » chanta-t-elle. Bonne nuit.', ['« Merci, Léa ! » chanta-t-elle.', 'Bonne nuit.']],
    ['de', '„Danke, Mia!“, sang er. Gute Nacht.', ['„Danke, Mia!“, sang er.', 'Gute Nacht.']],
    ['zh', '星星越升越高。“谢谢你！”它唱道。晚安。', ['星星越升越高。', '“谢谢你！”它唱道。', '晚安。']],
    ['ja', 'ある夜、星を見つけました。おやすみ、ミア。', ['ある夜、星を見つけました。', 'おやすみ、ミア。']],
    ['hi', 'तारा चमका। शुभ रात्रि, मिया।', ['तारा चमका।', 'शुभ रात्रि, मिया।']],
    ['ar', 'أين القمر؟ هناك.', ['أين القمر؟', 'هناك.']],
    ['no terminator', 'Mia and the owl', ['Mia and the owl']],
  ])('%s', (_label, text, expected) => {
    const spans = splitSentences(text);
    expect(spans.map((s) => s.text)).toEqual(expected);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });
});

describe('proportionalTimings', () => {
  it('shares the duration by sentence length, back to back, ending at the duration', () => {
    const timings = proportionalTimings('Hi. This sentence is much longer.', 10);
    expect(timings).toHaveLength(2);
    expect(timings[0]).toMatchObject({ text: 'Hi.', start: 0 });
    expect(timings[0].end).toBeCloseTo((10 * 3) / 32, 2);
    expect(timings[1].start).toBe(timings[0].end);
    expect(timings[1].end).toBe(10);
  });

  it('returns nothing for empty text or zero duration', () => {
    expect(proportionalTimings('', 3)).toEqual([]);
    expect(proportionalTimings('Hello.', 0)).toEqual([]);
  });
});

describe('speechBody', () => {
  const page: NarrateRequest = { text: 'Hello.', language: 'en', voice: null, pageIndex: 0, pageCount: 3 };
  const settings = { model: 'gpt-4o-mini-tts', voice: 'nova', speed: 0.9, instructions: 'Calm.' };
  it('is slower on the last page and adds a softer instruction there', () => {
    expect(speechBody(page, settings)).toMatchObject({ speed: 0.9, instructions: 'Calm.', response_format: 'mp3' });
    const last = speechBody({ ...page, pageIndex: 2 }, settings);
    expect(last.speed).toBeLessThan(0.9);
    expect(last.instructions).toMatch(/last page/);
  });
  it('leaves instructions out for models that reject them', () => {
    expect(speechBody(page, { ...settings, model: 'tts-1-hd' })).not.toHaveProperty('instructions');
  });
});

describe('measureMp3Seconds', () => {
  it('rejects bytes that are not MP3', async () => {
    await expect(measureMp3Seconds(Buffer.from('definitely not audio'))).rejects.toThrow();
  });
});
