/**
 * The built-in offline narrator (DESIGN §3 'Narrator', STORYCRAFT 'Narration'): espeak-ng in
 * WASM, all 14 story languages, bedtime pacing, MP3 output with exact sentence timings.
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { encodeMp3InPool } from '../../../media/media-pool.ts';
import { PoolBusyError, PoolTimeoutError } from '../../../media/worker-pool.ts';
import { ProviderError, type Narration, type NarrateRequest, type Narrator, type VoiceProfile } from '../../types.ts';
import { spreadWords, wordUnits, type SentenceTiming } from '../../../../shared/read-along.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from './espeak-engine.ts';
import { toKanaReading } from './japanese-reading.ts';
import { fadeEdges, layOut, normalizeLoudness, trimSilence } from './mixdown.ts';
import { pagePace, splitSentences } from './pacing.ts';
import { espeakVoice, knobForPitch, LANGUAGE_VOICES, MALE_BELOW_HZ, measurePitch, pitchCurve, type Register } from './voices.ts';

/** Median pitch of the default narrator, Hz: a low, calm female register. */
export const DEFAULT_NARRATOR_PITCH_HZ = 195;
/** A matched narration whose first take is further off than this gets one corrected take. */
const PITCH_RETAKE_TOLERANCE = 0.06;
const MP3_BITRATE = '64k';

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
 * Word timings inside each placed sentence (issue 21 read-along). The npm espeak-ng build is the
 * CLI, which reports no word events, so each word (ICU segment; the kana reading for Japanese)
 * is spoken alone with the page's own voice, speed and pitch, and the sentence's real span is
 * shared in proportion to those measured durations. One extra short run per word not measured
 * before with the same voice, speed and pitch (a bounded cache of 20 000 lengths, ~2 MB).
 */
/** Spoken length of a word by voice, speed and pitch: repeated words (names, 'the') are measured once. */
const WORD_SECONDS = new Map<string, number>();
const WORD_CACHE_SIZE = 20_000;

async function wordTimings(
  sentences: string[],
  placed: { start: number; end: number }[],
  language: LanguageCode,
  register: Register,
  speed: number,
  knob: number,
): Promise<SentenceTiming[]> {
  const voice = espeakVoice(language, register);
  const timings: SentenceTiming[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const text = sentences[i]!;
    const units = wordUnits(text, language);
    const weights: number[] = [];
    for (const unit of units) {
      const key = `${voice}|${speed}|${Math.round(knob)}|${unit.text}`;
      let seconds = WORD_SECONDS.get(key);
      if (seconds === undefined) {
        const spoken = language === 'ja' ? await toKanaReading(unit.text) : unit.text;
        const pcm = trimSilence(await synthesize(spoken, { voice, speed, pitch: knob }), ESPEAK_SAMPLE_RATE);
        seconds = Math.max(0.06, pcm.length / ESPEAK_SAMPLE_RATE);
        if (WORD_SECONDS.size >= WORD_CACHE_SIZE) WORD_SECONDS.delete(WORD_SECONDS.keys().next().value!);
        WORD_SECONDS.set(key, seconds);
      }
      weights.push(seconds);
    }
    const { start, end } = placed[i]!;
    timings.push({ text, start: round(start), end: round(end), words: spreadWords(units, weights, start, end) });
  }
  return timings;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

async function encodeMp3(samples: Float32Array): Promise<Buffer> {
  // FFmpeg 8 in the media pool (issue 18): an MP3 with a Xing/LAME header, so browsers show the
  // exact duration and skip the encoder delay. A gentle high-shelf cut takes the edge off
  // espeak's buzzy fricatives at bedtime volume.
  return encodeMp3InPool(samples, { sampleRate: ESPEAK_SAMPLE_RATE, bitrate: MP3_BITRATE, filter: 'treble=g=-4:f=5000', timeoutMs: 30_000 });
}

async function narrate(request: NarrateRequest, withWords: boolean): Promise<Narration> {
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
    const audio = await encodeMp3(samples);
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
export function createBuiltinNarrator(options: { /** Word timings for read-along (default true; off only to measure their cost). */ wordTimings?: boolean } = {}): Narrator {
  const withWords = options.wordTimings ?? true;
  return { name: 'builtin', narrate: (request) => narrate(request, withWords) };
}
