/**
 * The recorder's reading passages (src/content/recorder-texts.ts) must make a voice sample of
 * 20 to 30 seconds when a parent reads them aloud. They were timed with espeak-ng
 * (1.51 CLI and the 1.52 WASM build the narrator uses; same figures), speech without the leading
 * and trailing silence, Japanese through its kana reading (espeak reads no kanji):
 *
 *   lang  units  175 wpm  150 wpm  130 wpm   s/unit at 175 wpm
 *   en     79    22.6 s   26.7 s   31.0 s    0.286
 *   es     74    22.6     26.2     30.3      0.305
 *   fr     80    22.8     26.9     31.3      0.285
 *   de     71    23.5     27.6     31.7      0.331
 *   ar     54    24.8     29.1     33.7      0.460
 *   zh    101    27.3     32.8     38.2      0.271
 *   nl     77    23.3     27.6     31.7      0.302
 *   hi     72    23.1     27.5     32.1      0.321
 *   it     68    23.0     26.6     30.4      0.338
 *   ja    140    21.8     25.7     30.0      0.156
 *   ko    124    23.7     28.0     32.5      0.191
 *   pl     49    21.9     25.7     29.7      0.446
 *   pt     67    23.4     27.7     32.1      0.349
 *   tr     51    22.8     27.0     31.3      0.447
 *
 * Units: words for languages written with spaces, characters for Chinese and Japanese, syllable
 * blocks for Korean. The band this test keeps each passage in, from those seconds per unit:
 * at espeak's default 175 wpm (a brisk reader) at least 21 s, one second over the minimum, so
 * nobody runs out of text before 20 s; and at most 27.5 s, so a normal reader finishes before the
 * recorder stops at 30 s (a very slow reader loses only the last words, and the sample is valid).
 * Timing needs espeak and takes seconds, so this test counts units instead of timing.
 */
import { describe, expect, it } from 'vitest';
import { RECORDER_TEXTS } from '../../src/content/recorder-texts.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/catalog.ts';

/** espeak-ng seconds per unit at 175 wpm, measured on the passages above. */
const SECONDS_PER_UNIT: Record<LanguageCode, number> = {
  en: 0.286,
  es: 0.305,
  fr: 0.285,
  de: 0.331,
  ar: 0.46,
  zh: 0.271,
  nl: 0.302,
  hi: 0.321,
  it: 0.338,
  ja: 0.156,
  ko: 0.191,
  pl: 0.446,
  pt: 0.349,
  tr: 0.447,
};
const MIN_SECONDS = 21;
const MAX_SECONDS = 27.5;

/** Reading units of `text` in `language` (see above). */
function units(language: LanguageCode, text: string): number {
  if (language === 'zh' || language === 'ja') return [...text.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/gu)].length;
  if (language === 'ko') return [...text.matchAll(/\p{Script=Hangul}/gu)].length;
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

describe('recorder reading passages', () => {
  it.each(LANGUAGE_CODES.map((code) => [code]))('the %s passage is read in 21 to 27.5 s at a normal pace (inside the 20 to 30 s sample)', (language) => {
    const count = units(language, RECORDER_TEXTS[language].passage);
    const band = [Math.ceil(MIN_SECONDS / SECONDS_PER_UNIT[language]), Math.floor(MAX_SECONDS / SECONDS_PER_UNIT[language])];
    expect(count, `${language}: ${count} units, band ${band.join('-')}`).toBeGreaterThanOrEqual(band[0]!);
    expect(count, `${language}: ${count} units, band ${band.join('-')}`).toBeLessThanOrEqual(band[1]!);
  });

  it('counts units the way the passages were measured', () => {
    expect(units('en', 'Close your eyes, take a slow breath.')).toBe(7);
    expect(units('zh', '闭上眼睛，慢慢地呼吸。')).toBe(9);
    expect(units('ja', '目をとじて、ゆっくり。')).toBe(9);
    expect(units('ko', '눈을 감고, 천천히')).toBe(7);
    // The first English passage, timed at 18.6 s, was too short: it would fail the band.
    expect(
      units(
        'en',
        'Once upon a time, in a little house at the edge of a quiet forest, there lived a curious child who loved the stars. Every night the moon peeked through the window and whispered a story. Tonight it told of a brave little fox who helped a lost owl find its way home. Close your eyes, take a slow breath, and let the adventure begin.',
      ),
    ).toBeLessThan(Math.ceil(MIN_SECONDS / SECONDS_PER_UNIT.en));
  });
});
