/**
 * Pure narration helpers for the vendor narrators: sentence splitting for the 14 languages,
 * proportional sentence timings, the `/audio/speech` request body, and MP3 duration measuring.
 */
import { parseBuffer } from 'music-metadata';
import type { NarrateRequest, SentenceTiming } from '../../types.ts';

/** A sentence and where it sits in the text (UTF-16 offsets, end exclusive). */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

// Terminators of the 14 languages: Latin . ! ? …, CJK 。！？, Hindi danda ।, Arabic ؟ — with any closing quotes.
// Closing quotes stick to the terminator; French « … » may have a space before »; a German
// closing “ counts only when no letter follows (an English opening “ is followed by one).
const SENTENCE = /[^.!?…。！？।؟]+(?:[.!?…。！？।؟]+(?:["'”’»」』)\]]|\s»|“(?!\p{L}))*)?|[.!?…。！？।؟]+/gu;
const CLOSING_QUOTE = /["'”’»」』“)\]]$/u;

/** Splits page text into sentences (trimmed, non-empty), keeping their offsets. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!trimmed) continue;
    // A bare run of punctuation or a closing quote belongs to the sentence before it.
    if (!/[\p{L}\p{N}]/u.test(trimmed) && spans.length) {
      const last = spans[spans.length - 1];
      last.end = match.index + lead + trimmed.length;
      last.text = text.slice(last.start, last.end);
      continue;
    }
    const start = match.index + lead;
    // '"Where is the moon?" she asked.', '„Danke!“, sang er.' and '“谢谢你！”它唱道。' are one
    // sentence: a chunk going on in lower case, with a comma/dash, or glued to a closing quote.
    const previous = spans.at(-1);
    const glued = previous !== undefined && previous.end === start && CLOSING_QUOTE.test(previous.text);
    if (previous && (glued || /^[\p{Ll},;:—–-]/u.test(trimmed))) {
      previous.end = start + trimmed.length;
      previous.text = text.slice(previous.start, previous.end);
      continue;
    }
    spans.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return spans;
}

/**
 * Estimated timings: the clip's duration shared among sentences in proportion to their length
 * in characters. An estimate only — the speech endpoint returns no alignment — good enough to
 * highlight the sentence being read, not single words.
 */
export function proportionalTimings(text: string, durationSeconds: number): SentenceTiming[] {
  const sentences = splitSentences(text);
  const total = sentences.reduce((sum, s) => sum + [...s.text].length, 0);
  if (!total || durationSeconds <= 0) return [];
  let cursor = 0;
  return sentences.map((s) => {
    const start = cursor;
    cursor += (durationSeconds * [...s.text].length) / total;
    return { text: s.text, start: round(start), end: round(cursor) };
  });
}

export function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** Options that shape the OpenAI speech request. */
export interface SpeechSettings {
  model: string;
  voice: string;
  /** 1 = normal. */
  speed: number;
  /** Delivery instructions; only gpt-4o*-tts models accept them. */
  instructions: string;
}

/**
 * Body of POST /audio/speech. Bedtime pace (~120–140 words a minute) comes from a slightly slow
 * speed and, for gpt-4o*-tts models (which ignore speed), from the instructions; the last page
 * is slower and softer still.
 */
export function speechBody(request: NarrateRequest, settings: SpeechSettings): Record<string, unknown> {
  const last = request.pageIndex >= request.pageCount - 1;
  const body: Record<string, unknown> = {
    model: settings.model,
    voice: settings.voice,
    input: request.text,
    response_format: 'mp3',
    speed: round(last ? settings.speed * 0.95 : settings.speed),
  };
  if (/gpt-4o.*tts/.test(settings.model)) {
    body.instructions = last ? `${settings.instructions} This is the last page: slower and softer still, as the child falls asleep.` : settings.instructions;
  }
  return body;
}

/** Duration of an MP3 in seconds, measured from its frames. Throws when the bytes are not audio. */
export async function measureMp3Seconds(audio: Buffer): Promise<number> {
  const { format } = await parseBuffer(new Uint8Array(audio), { mimeType: 'audio/mpeg', size: audio.length }, { duration: true });
  if (!format.duration || !Number.isFinite(format.duration) || !format.codec?.toLowerCase().includes('mpeg')) {
    throw new Error('not a readable MP3');
  }
  return round(format.duration);
}
