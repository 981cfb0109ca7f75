/**
 * Pure mapping for ElevenLabs: the text-to-speech body and sentence timings built from the
 * character alignment of `/with-timestamps`.
 */
import { z } from 'zod';
import type { NarrateRequest, SentenceTiming } from '../../types.ts';
import { wordUnits } from '../../../../shared/read-along.ts';
import { round, splitSentences } from '../openai/transform.ts';

/** `alignment` of POST /v1/text-to-speech/{voice_id}/with-timestamps. */
export const ZAlignment = z
  .object({
    characters: z.array(z.string()),
    character_start_times_seconds: z.array(z.number()),
    character_end_times_seconds: z.array(z.number()),
  })
  .refine((a) => a.characters.length === a.character_start_times_seconds.length && a.characters.length === a.character_end_times_seconds.length, {
    message: 'alignment arrays differ in length',
  });
export type TAlignment = z.infer<typeof ZAlignment>;

export const ZTimestampsResponse = z.object({
  audio_base64: z.string().min(1),
  alignment: ZAlignment.nullish(),
  normalized_alignment: ZAlignment.nullish(),
});

/** Voice settings; `speed` 0.7–1.2 (ElevenLabs' range). */
export interface VoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
  speed: number;
}

/** Calm, close-to-the-parent delivery at bedtime pace. */
export const BEDTIME_VOICE_SETTINGS: VoiceSettings = { stability: 0.6, similarity_boost: 0.8, style: 0, use_speaker_boost: true, speed: 0.9 };

/**
 * JSON body of the TTS call. The last page is read a little slower, to wind down. `language_code`
 * is only sent to models that accept it (v2.5 and v3); multilingual v2 detects the language itself.
 */
export function ttsBody(request: NarrateRequest, modelId: string, settings: VoiceSettings): Record<string, unknown> {
  const last = request.pageIndex >= request.pageCount - 1;
  const speed = Math.max(0.7, Math.min(1.2, last ? settings.speed - 0.05 : settings.speed));
  return {
    text: request.text,
    model_id: modelId,
    voice_settings: { ...settings, speed: round(speed) },
    ...(/v2_5|v3/.test(modelId) ? { language_code: request.language } : {}),
  };
}

/**
 * Sentence timings from the character alignment: each sentence starts at its first character's
 * start time and ends at its last character's end time. When the alignment text differs from
 * ours (vendor normalisation), offsets are mapped proportionally. Each sentence also carries its
 * words (ICU word segments in `language`, for read-along), timed the same way from their
 * first and last characters.
 */
export function timingsFromAlignment(text: string, alignment: TAlignment, language = 'en'): SentenceTiming[] {
  const count = alignment.characters.length;
  if (count === 0) return [];
  // UTF-16 offset → alignment entry, since entries may hold a whole code point.
  const aligned = alignment.characters.join('');
  const entryAt: number[] = [];
  alignment.characters.forEach((c, i) => {
    for (let k = 0; k < c.length; k++) entryAt.push(i);
  });
  const same = aligned === text;
  const scale = count / Math.max(1, text.length);
  const firstEntry = (start: number) => (same ? entryAt[start] : Math.min(count - 1, Math.floor(start * scale)));
  const lastEntry = (end: number) => (same ? entryAt[end - 1] : Math.min(count - 1, Math.ceil(end * scale) - 1));
  return splitSentences(text).map((sentence) => {
    const first = firstEntry(sentence.start);
    const last = Math.max(first, lastEntry(sentence.end));
    const words = wordUnits(sentence.text, language).map((unit) => {
      const a = firstEntry(sentence.start + unit.from);
      const b = Math.max(a, lastEntry(sentence.start + unit.to));
      return {
        text: unit.text,
        start: round(alignment.character_start_times_seconds[a]),
        end: round(alignment.character_end_times_seconds[b]),
        from: unit.from,
        to: unit.to,
      };
    });
    return {
      text: sentence.text,
      start: round(alignment.character_start_times_seconds[first]),
      end: round(alignment.character_end_times_seconds[last]),
      words,
    };
  });
}

/** File name for a voice sample by content type, since ElevenLabs sniffs by name and bytes. */
export function sampleFileName(contentType: string): string {
  const ext = {
    'audio/mpeg': 'mp3',
    'audio/mp3': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
    'audio/ogg': 'ogg',
    'audio/webm': 'webm',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
  }[contentType.split(';')[0].trim().toLowerCase()];
  return `voice-sample.${ext ?? 'bin'}`;
}
