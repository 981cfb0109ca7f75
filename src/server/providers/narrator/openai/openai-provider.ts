/**
 * Narrator on an OpenAI-compatible `POST /audio/speech`: the default narrator only —
 * it cannot clone, so a parent's VoiceProfile is read with the configured voice (pick the
 * ElevenLabs or built-in voice-matched narrator for that). Duration is measured from the MP3;
 * sentence timings are estimated in proportion to sentence length (the endpoint gives no alignment).
 */
import { withEvenWords } from '../../../../shared/read-along.ts';
import { stripUndefined, type RetryOptions } from '../../http-retry.ts';
import type { Narration, NarrateRequest, Narrator } from '../../types.ts';
import { ProviderError } from '../../types.ts';
import { createSpeechClient } from './openai-api.ts';
import { measureMp3Seconds, proportionalTimings, speechBody, type SpeechSettings } from './transform.ts';

/** Options of the OpenAI speech narrator. */
export interface OpenAISpeechNarratorOptions extends RetryOptions {
  /** API root including the version. Default 'https://api.openai.com/v1'. */
  baseURL?: string;
  apiKey: string;
  /** 'gpt-4o-mini-tts' (default), 'tts-1', 'tts-1-hd', or a compatible server's model. */
  model?: string;
  /** Voice name. Default 'nova' (warm, present in tts-1 and gpt-4o-mini-tts). */
  voice?: string;
  /** Speaking speed, 0.25–4. Default 0.9 (bedtime pace); the last page gets 5 % slower. */
  speed?: number;
  /** Delivery instructions for gpt-4o*-tts models. */
  instructions?: string;
}

const DEFAULT_INSTRUCTIONS =
  "Read as a warm, gentle bedtime storyteller: calm and slow (about 130 words per minute), a short pause between sentences, a soft lift for dialogue, never loud, the child's name said clearly.";

class OpenAISpeechNarrator implements Narrator {
  readonly name = 'openai-speech';
  readonly #client: ReturnType<typeof createSpeechClient>;
  readonly #settings: SpeechSettings;

  constructor(options: OpenAISpeechNarratorOptions) {
    this.#client = createSpeechClient({
      timeoutMs: 60_000,
      ...stripUndefined(options),
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    });
    this.#settings = {
      model: options.model ?? 'gpt-4o-mini-tts',
      voice: options.voice ?? 'nova',
      speed: options.speed ?? 0.9,
      instructions: options.instructions ?? DEFAULT_INSTRUCTIONS,
    };
  }

  async narrate(request: NarrateRequest): Promise<Narration> {
    const { audio, contentType } = await this.#client.speech(speechBody(request, this.#settings));
    if (contentType && !/audio\/(mpeg|mp3)/.test(contentType)) {
      throw new ProviderError(`OpenAI speech sent ${contentType}, expected audio/mpeg`, false, 200);
    }
    let durationSeconds: number;
    try {
      durationSeconds = await measureMp3Seconds(audio);
    } catch (error) {
      throw new ProviderError(`OpenAI speech sent unreadable audio: ${(error as Error).message}`, false, 200);
    }
    return { audio, contentType: 'audio/mpeg', durationSeconds, timings: withEvenWords(proportionalTimings(request.text, durationSeconds), request.language) };
  }
}

/** Creates the OpenAI-compatible speech Narrator (no createVoice/deleteVoice). */
export function createOpenAISpeechNarrator(options: OpenAISpeechNarratorOptions): Narrator {
  return new OpenAISpeechNarrator(options);
}
