/**
 * The built-in offline narrator: espeak-ng in
 * WASM, all 14 story languages, bedtime pacing, MP3 output with exact sentence timings.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { encodeMp3InPool } from '../../../media/media-pool.ts';
import { PoolBusyError, PoolTimeoutError } from '../../../media/worker-pool.ts';
import { ProviderError, type Narration, type NarrateRequest, type Narrator, type VoiceProfile } from '../../types.ts';
import { spreadWords, wordUnits, type SentenceTiming } from '../../../../shared/read-along.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from './espeak-engine.ts';
import { toKanaReading } from '../../../storycraft/narration/japanese-reading.ts';
import { fadeEdges, layOut, normalizeLoudness, trimSilence } from './mixdown.ts';
import { pagePace, splitSentences } from '../../../storycraft/narration/pacing.ts';
import { espeakVoice, knobForPitch, LANGUAGE_VOICES, MALE_BELOW_HZ, measurePitch, pitchCurve, type Register } from './voices.ts';

/** Median pitch of the default narrator, Hz: a low, calm female register. */
export const DEFAULT_NARRATOR_PITCH_HZ = 195;
/** A matched narration whose first take is further off than this gets one corrected take. */
const PITCH_RETAKE_TOLERANCE = 0.06;
const MP3_BITRATE = '64k';
/**
 * LAME quality 7 ('fast'), not its default 3: the MP3 encoder was ~18 % of a page's
 * media CPU; q7 halves it (0.039 → 0.020 CPU-s for 12 s of speech) at the same CBR size, and on
 * espeak's speech it is no further from the PCM than q3 (SNR 25.2 vs 23.4 dB, measured
 * with 12 s of espeak speech).
 */
const MP3_LAME_QUALITY = 7;

interface VoiceChoice {
  register: Register;
  targetHz: number;
  matched: boolean;
}

function chooseVoice(voice: VoiceProfile | null): VoiceChoice {
  if (voice && Number.isFinite(voice.medianPitchHz) && voice.medianPitchHz > 0) {
    return { register: voice.medianPitchHz < MALE_BELOW_HZ ? 'male' : 'female', targetHz: voice.medianPitchHz, matched: true };
  }
  return { register: 'female', targetHz: DEFAULT_NARRATOR_PITCH_HZ, matched: false };
}

function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function speakAll(sentences: string[], language: LanguageCode, register: Register, speed: number, knob: number) {
  const parts: Float32Array[] = [];
  for (const sentence of sentences) {
    parts.push(await synthesize(sentence, { voice: espeakVoice(language, register), speed, pitch: knob }));
  }
  return parts;
}

/**
 * Word timings inside each placed sentence (read-along). The npm espeak-ng build is the
 * CLI, which reports no word events, so each word (ICU segment; the kana reading for Japanese)
 * is measured spoken alone with the page's own voice, speed and pitch, and the sentence's real
 * span is shared in proportion to those measured durations.
 *
 * All of a page's words not measured before go to espeak in ONE run (a run per word
 * cost ~10 ms of start-up each, ~0.8 s of CPU a page): as SSML, each word its own sentence
 * (`<s>`, so it is spoken as if alone: durations within ~5 % of single runs) with a long
 * `<break>` between, and the audio is cut at those silences. When the cut does not give one
 * piece per word (a word espeak reads with a long pause inside, or not at all, like a lone
 * Japanese っ), the batch is halved and each half measured again, down to single runs.
 *
 * Lengths are kept in a bounded cache (20 000, ~2 MB) by voice, speed and pitch: a story's
 * repeated words (names, 'the') are measured once per child process. The price: a word's measured
 * length depends a little on the words before it in its run (espeak's breath noise runs on
 * through the batch; up to ~1.5 %, ~9 ms), so the same page's word highlights can differ by a few
 * milliseconds between a fresh child and one that narrated other pages first; the audio itself
 * is identical (fixed espeak clock). Measuring every page afresh made them identical but cost
 * 7 % of `npm run bench stories` throughput, for a difference no reader can see.
 */
/** Spoken length of a word by voice, speed and pitch: repeated words (names, 'the') are measured once. */
const WORD_SECONDS = new Map<string, number>();
const WORD_CACHE_SIZE = 20_000;
/** Silence espeak is asked to leave between measured words, and the shortest gap taken as a cut, s. */
const WORD_BREAK_SECONDS = 0.6;
const WORD_CUT_SECONDS = 0.3;
/** Words per batched run (bounds the audio one run makes: ~1.5 s of PCM a word). */
const WORDS_PER_RUN = 48;
const SILENCE_LEVEL = 0.005;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Spoken length of one word as trimSilence would keep it: voiced span plus its 20 ms margins, ≥ 60 ms. */
const wordSeconds = (voicedSamples: number) => Math.max(MIN_WORD_SECONDS, (voicedSamples + 2 * Math.round(0.02 * ESPEAK_SAMPLE_RATE)) / ESPEAK_SAMPLE_RATE);

/**
 * The voiced stretches of `pcm` separated by at least `minGap` samples of silence, as sample
 * counts from first to last loud sample (exported for tests).
 */
export function voicedRuns(pcm: Float32Array, minGap: number): number[] {
  const runs: number[] = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i < pcm.length; i++) {
    if (Math.abs(pcm[i]!) < SILENCE_LEVEL) continue;
    if (start < 0) start = i;
    else if (i - last > minGap) {
      runs.push(last - start + 1);
      start = i;
    }
    last = i;
  }
  if (start >= 0) runs.push(last - start + 1);
  return runs;
}

/**
 * Measures `spoken` words (already in the form espeak reads): seconds per word, in order, each as
 * its own run would give after trimSilence. `batched` false measures one run per word (the
 * fallback; tests compare the two).
 */
export async function measureWords(spoken: string[], options: { voice: string; speed: number; pitch: number }, batched = true): Promise<number[]> {
  // Words this voice does not sound at all (a lone Japanese っ) would spoil a batch's cut: they are left out.
  const voiced = batched ? spoken.filter((word) => !SILENT_WORDS.has(`${options.voice}|${word}`) && !SOKUON_ONLY.test(word)) : spoken;
  const measured: number[] = [];
  for (let at = 0; at < voiced.length; at += WORDS_PER_RUN) measured.push(...(await measureBatch(voiced.slice(at, at + WORDS_PER_RUN), options, batched)));
  const byWord = new Map(voiced.map((word, i) => [word, measured[i]!]));
  return spoken.map((word) => byWord.get(word) ?? MIN_WORD_SECONDS);
}

/**
 * A word that is only the Japanese sokuon (っ/ッ, the catch before a doubled consonant): espeak's
 * Japanese voices make no sound for it alone (both registers, any speed or pitch), so it is never
 * measured. Found silent the slow way, it split the first batch of every child's first Japanese
 * page down to single runs (~11 runs, ~0.3 CPU-s, instead of one).
 */
const SOKUON_ONLY = /^[っッ]+$/u;

/** Words found silent alone, by voice (speed and pitch do not make a silent word sound); bounded like WORD_SECONDS. */
const SILENT_WORDS = new Set<string>();
const MIN_WORD_SECONDS = 0.06;

/** One batched run; when its cut does not give one piece per word, each half is measured again (down to single runs). */
async function measureBatch(words: string[], options: { voice: string; speed: number; pitch: number }, batched: boolean): Promise<number[]> {
  if (!batched || words.length === 1) {
    const seconds: number[] = [];
    for (const word of words) {
      const length = trimSilence(await synthesize(word, options), ESPEAK_SAMPLE_RATE).length;
      if (length === 0 && SILENT_WORDS.size < WORD_CACHE_SIZE) SILENT_WORDS.add(`${options.voice}|${word}`);
      seconds.push(Math.max(MIN_WORD_SECONDS, length / ESPEAK_SAMPLE_RATE));
    }
    return seconds;
  }
  const ssml = `<speak>${words.map((word) => `<s>${escapeXml(word)}</s>`).join(`<break time="${WORD_BREAK_SECONDS * 1000}ms"/>`)}</speak>`;
  const runs = voicedRuns(await synthesize(ssml, { ...options, ssml: true }), Math.round(WORD_CUT_SECONDS * ESPEAK_SAMPLE_RATE));
  if (runs.length === words.length) return runs.map(wordSeconds);
  const half = words.length >> 1;
  return [...(await measureBatch(words.slice(0, half), options, true)), ...(await measureBatch(words.slice(half), options, true))];
}

async function wordTimings(
  sentences: string[],
  placed: { start: number; end: number }[],
  language: LanguageCode,
  register: Register,
  speed: number,
  knob: number,
): Promise<SentenceTiming[]> {
  const voice = espeakVoice(language, register);
  const keyOf = (word: string) => `${voice}|${speed}|${Math.round(knob)}|${word}`;
  const unitsOf = sentences.map((text) => wordUnits(text, language));
  // Every word of the page not measured yet, once, in one batched measurement.
  const missing = [...new Set(unitsOf.flat().map((unit) => unit.text))].filter((word) => !WORD_SECONDS.has(keyOf(word)));
  if (missing.length) {
    const spoken = language === 'ja' ? await Promise.all(missing.map(toKanaReading)) : missing;
    const seconds = await measureWords(spoken, { voice, speed, pitch: knob });
    missing.forEach((word, i) => {
      if (WORD_SECONDS.size >= WORD_CACHE_SIZE) WORD_SECONDS.delete(WORD_SECONDS.keys().next().value!);
      WORD_SECONDS.set(keyOf(word), seconds[i]!);
    });
  }
  return sentences.map((text, i) => {
    const units = unitsOf[i]!;
    // A word evicted since (a full cache) counts by its letters rather than being measured again.
    const weights = units.map((unit) => WORD_SECONDS.get(keyOf(unit.text)) ?? 0.06 * Math.max(1, [...unit.text].length));
    const { start, end } = placed[i]!;
    return { text, start: round(start), end: round(end), words: spreadWords(units, weights, start, end) };
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** An MP3 encoder of mono float PCM (media-pool.ts encodeMp3InPool, or av.ts encodeMp3 where FFmpeg may run in-process). */
export type Mp3Encoder = (
  samples: Float32Array,
  opts: { sampleRate: number; bitrate?: string; filter?: string; lameQuality?: number; timeoutMs?: number },
) => Promise<Buffer>;

async function encodeMp3(samples: Float32Array, encoder: Mp3Encoder): Promise<Buffer> {
  // FFmpeg 8: an MP3 with a Xing/LAME header, so browsers show the exact duration and
  // skip the encoder delay. A gentle high-shelf cut takes the edge off espeak's buzzy fricatives
  // at bedtime volume.
  return encoder(samples, {
    sampleRate: ESPEAK_SAMPLE_RATE,
    bitrate: MP3_BITRATE,
    lameQuality: MP3_LAME_QUALITY,
    filter: 'treble=g=-4:f=5000',
    timeoutMs: 30_000,
  });
}

async function narrate(request: NarrateRequest, withWords: boolean, encoder: Mp3Encoder): Promise<Narration> {
  const sentences = splitSentences(request.text, request.language);
  if (sentences.length === 0) throw new ProviderError('builtin narrator: the page has no words to read', false);
  const pace = pagePace(request.pageIndex, request.pageCount, request.voice);
  const speed = Math.round(pace.speed * LANGUAGE_VOICES[request.language].speedFactor);
  const choice = chooseVoice(request.voice);
  const spoken = request.language === 'ja' ? await Promise.all(sentences.map(toKanaReading)) : sentences;

  try {
    const curve = await pitchCurve(request.language, choice.register);
    let knob = knobForPitch(curve, choice.targetHz);
    let parts = await speakAll(spoken, request.language, choice.register, speed, knob);
    if (choice.matched) {
      // The calibration phrase is not the page: when this page's melody lands off target,
      // aim the knob as far past the target as the first take fell short, once.
      const measured = measurePitch(concat(parts));
      if (measured && Math.abs(measured / choice.targetHz - 1) > PITCH_RETAKE_TOLERANCE) {
        const retakeKnob = knobForPitch(curve, (choice.targetHz * choice.targetHz) / measured);
        if (Math.abs(retakeKnob - knob) >= 1) {
          knob = retakeKnob;
          parts = await speakAll(spoken, request.language, choice.register, speed, knob);
        }
      }
    }

    const trimmed = parts.map((part) => {
      const cut = trimSilence(part, ESPEAK_SAMPLE_RATE);
      fadeEdges(cut, ESPEAK_SAMPLE_RATE);
      return cut;
    });
    const { samples, placed } = layOut(trimmed, ESPEAK_SAMPLE_RATE, {
      leadIn: pace.leadIn,
      pause: pace.sentencePause,
      tail: pace.tail,
    });
    normalizeLoudness(samples, ESPEAK_SAMPLE_RATE, pace.gainDb);
    const audio = await encodeMp3(samples, encoder);
    return {
      audio,
      contentType: 'audio/mpeg',
      durationSeconds: samples.length / ESPEAK_SAMPLE_RATE,
      timings: withWords
        ? await wordTimings(sentences, placed, request.language, choice.register, speed, knob)
        : sentences.map((text, i) => ({ text, start: round(placed[i]!.start), end: round(placed[i]!.end) })),
    };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const retryable = error instanceof PoolTimeoutError || error instanceof PoolBusyError;
    throw new ProviderError(`builtin narrator: ${error instanceof Error ? error.message : String(error)}`, retryable);
  }
}

/**
 * The built-in narrator ('builtin'): speaks page text offline with espeak-ng.
 *
 * Without a voice profile it uses a calm female register (median ~195 Hz) for every language.
 * With `request.voice` it is a voice-MATCHED narrator, not a voice clone: it picks the male or
 * female register and tunes espeak's pitch so the narration's measured median pitch lands
 * within a few percent of the parent's sample, and leans the pace toward theirs inside the
 * bedtime range. Timbre, accent and expression stay espeak's own; the UI must say "matched".
 *
 * Output: MP3 (audio/mpeg, 22.05 kHz mono, 64 kb/s); durationSeconds counted from the PCM;
 * one timing per sentence, each with its words' timings. Errors: ProviderError (retryable only for an encoder timeout).
 */
export function createBuiltinNarrator(
  options: {
    /** Word timings for read-along (default true; off only to measure their cost). */
    wordTimings?: boolean;
    /** MP3 encoder (default: the media pool's child processes; the page-media child, already its own process, encodes in place). */
    encodeMp3?: Mp3Encoder;
  } = {},
): Narrator {
  const withWords = options.wordTimings ?? true;
  const encoder = options.encodeMp3 ?? encodeMp3InPool;
  return { name: 'builtin', narrate: (request) => narrate(request, withWords, encoder) };
}
