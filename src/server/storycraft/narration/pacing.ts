/**
 * Bedtime pacing of the built-in narrator : about 120-140 words per
 * minute, a pause between sentences, a longer silence at the end of a page, and the last page
 * slower and softer. Pure functions, unit-tested.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { VoiceProfile } from '../../providers/types.ts';

/** espeak -s range that lands at 120-140 spoken words per minute once pauses are added. */
export const BEDTIME_SPEED = { min: 118, default: 132, max: 142 } as const;

/**
 * Typical read-aloud pace as our analyser measures it (syllable nuclei per speaking second;
 * the LJSpeech and Thorsten samples measure 3.8-4.6): a sample at this pace gets the default.
 */
export const REFERENCE_SYLLABLES_PER_SECOND = 4.2;

/** How one page is paced. Seconds and espeak units. */
export interface PagePace {
  /** espeak words per minute. */
  speed: number;
  /** Silence before the first sentence. */
  leadIn: number;
  /** Silence between sentences. */
  sentencePause: number;
  /** Silence after the last sentence (page turn). */
  tail: number;
  /** Gain relative to the normalised level, dB (the last page is softer). */
  gainDb: number;
}

/**
 * Pace for page `pageIndex` of `pageCount`. A voice profile moves the speed toward the
 * speaker's own pace (faster talkers read a little faster) but never out of the bedtime range.
 */
export function pagePace(pageIndex: number, pageCount: number, voice: VoiceProfile | null): PagePace {
  let speed: number = BEDTIME_SPEED.default;
  if (voice && Number.isFinite(voice.syllablesPerSecond) && voice.syllablesPerSecond > 0) {
    const scaled = BEDTIME_SPEED.default * (voice.syllablesPerSecond / REFERENCE_SYLLABLES_PER_SECOND);
    speed = Math.min(BEDTIME_SPEED.max, Math.max(BEDTIME_SPEED.min, scaled));
  }
  const isLast = pageCount > 0 && pageIndex === pageCount - 1;
  if (isLast) {
    return { speed: Math.round(speed * 0.88), leadIn: 0.35, sentencePause: 0.85, tail: 2.2, gainDb: -3 };
  }
  return { speed: Math.round(speed), leadIn: 0.25, sentencePause: 0.6, tail: 1.2, gainDb: 0 };
}

const HAS_SPEAKABLE = /[\p{L}\p{N}]/u;
/** Opening quotes/brackets ICU leaves at the end of the previous sentence (。「 in Japanese). */
const TRAILING_OPENERS = /[「『（(［\[“‘«„]+$/u;

/**
 * Splits page text into sentences with the language's ICU rules (handles 。！？, ।, ؟ and
 * quotes). Fragments without letters or digits (a stray quote, an ellipsis) join the sentence
 * before them so every timing covers something audible.
 */
export function splitSentences(text: string, language: LanguageCode): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences: string[] = [];
  let carry = '';
  for (const { segment } of segmenter.segment(text.replace(/\s+/g, ' ').trim())) {
    let sentence = carry + segment.trim();
    carry = TRAILING_OPENERS.exec(sentence)?.[0] ?? '';
    if (carry) sentence = sentence.slice(0, -carry.length).trimEnd();
    if (!sentence) continue;
    if (!HAS_SPEAKABLE.test(sentence) && sentences.length > 0) {
      sentences[sentences.length - 1] += ` ${sentence}`;
    } else {
      sentences.push(sentence);
    }
  }
  // A leading fragment without letters has no sentence before it: merge it forward.
  if (sentences.length > 1 && !HAS_SPEAKABLE.test(sentences[0]!)) {
    const head = sentences.shift()!;
    sentences[0] = `${head} ${sentences[0]}`;
  }
  return sentences.filter((sentence) => HAS_SPEAKABLE.test(sentence));
}

/** Words in `text` by ICU word segmentation (dictionary-based for zh/ja, so it works without spaces). */
export function countWords(text: string, language: LanguageCode): number {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let words = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) words++;
  return words;
}
