/**
 * Narrator on ElevenLabs: instant voice cloning of the parent's sample (createVoice /
 * deleteVoice) and text-to-speech with character timestamps, turned into sentence timings.
 * A request without `voice.vendorVoiceId` (the default narrator, or a profile this vendor never
 * cloned) is read with the configured default voice.
 */
import { z } from 'zod';
import { stripUndefined, type RetryOptions } from '../../http-retry.ts';
import type { Narration, NarrateRequest, Narrator } from '../../types.ts';
import { ProviderError } from '../../types.ts';
import { measureMp3Seconds, proportionalTimings } from '../openai/transform.ts';
import { createElevenLabsClient } from './elevenlabs-api.ts';
import { withEvenWords } from '../../../../shared/read-along.ts';
import { BEDTIME_VOICE_SETTINGS, sampleFileName, timingsFromAlignment, ttsBody, ZTimestampsResponse, type VoiceSettings } from './transform.ts';

/** Options of the ElevenLabs narrator. */
export interface ElevenLabsNarratorOptions extends RetryOptions {
  /** API root without the version. Default 'https://api.elevenlabs.io'. */
  baseURL?: string;
  apiKey: string;
  /** Voice for the default narrator. Default '21m00Tcm4TlvDq8ikWAM' (premade 'Rachel'). */
  defaultVoiceId?: string;
  /** TTS model. Default 'eleven_multilingual_v2' (covers all 14 story languages). */
  modelId?: string;
  /** Default 'mp3_44100_128'; must be an mp3_* format (the Narration is audio/mpeg). */
  outputFormat?: string;
  /** Overrides of the bedtime voice settings (stability 0.6, similarity 0.8, speed 0.9). */
  voiceSettings?: Partial<VoiceSettings>;
  /** Ask ElevenLabs to clean the parent's recording before cloning. Default false. */
  removeBackgroundNoise?: boolean;
}

const ZAddVoiceResponse = z.object({ voice_id: z.string().min(1), requires_verification: z.boolean().optional() });

class ElevenLabsNarrator implements Narrator {
  readonly name = 'elevenlabs';
  readonly #client: ReturnType<typeof createElevenLabsClient>;
  readonly #defaultVoiceId: string;
  readonly #modelId: string;
  readonly #outputFormat: string;
  readonly #settings: VoiceSettings;
  readonly #removeBackgroundNoise: boolean;

  constructor(options: ElevenLabsNarratorOptions) {
    this.#client = createElevenLabsClient({
      timeoutMs: 60_000,
      ...stripUndefined(options),
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? 'https://api.elevenlabs.io',
    });
    this.#defaultVoiceId = options.defaultVoiceId ?? '21m00Tcm4TlvDq8ikWAM';
    this.#modelId = options.modelId ?? 'eleven_multilingual_v2';
    this.#outputFormat = options.outputFormat ?? 'mp3_44100_128';
    if (!this.#outputFormat.startsWith('mp3_')) throw new Error(`ElevenLabs outputFormat must be mp3_*, got ${this.#outputFormat}`);
    this.#settings = { ...BEDTIME_VOICE_SETTINGS, ...options.voiceSettings };
    this.#removeBackgroundNoise = options.removeBackgroundNoise ?? false;
  }

  async narrate(request: NarrateRequest): Promise<Narration> {
    const voiceId = request.voice?.vendorVoiceId ?? this.#defaultVoiceId;
    const raw = await this.#client.textToSpeechWithTimestamps(voiceId, this.#outputFormat, ttsBody(request, this.#modelId, this.#settings));
    const parsed = ZTimestampsResponse.safeParse(raw);
    if (!parsed.success) throw new ProviderError(`ElevenLabs sent a malformed answer: ${parsed.error.issues[0]?.message}`, false, 200);
    const audio = Buffer.from(parsed.data.audio_base64, 'base64');
    let durationSeconds: number;
    try {
      durationSeconds = await measureMp3Seconds(audio);
    } catch (error) {
      throw new ProviderError(`ElevenLabs sent unreadable audio: ${(error as Error).message}`, false, 200);
    }
    const alignment = parsed.data.alignment ?? parsed.data.normalized_alignment;
    const timings = alignment
      ? timingsFromAlignment(request.text, alignment, request.language)
      : withEvenWords(proportionalTimings(request.text, durationSeconds), request.language);
    return { audio, contentType: 'audio/mpeg', durationSeconds, timings };
  }

  /** Instant voice cloning from the parent's 20–30 s sample; returns the ElevenLabs voice_id. */
  async createVoice(input: { name: string; audio: Buffer; contentType: string }): Promise<string> {
    const raw = await this.#client.addVoice({
      name: input.name,
      description: 'Parent voice for Bedtime Hero narration',
      removeBackgroundNoise: this.#removeBackgroundNoise,
      audio: input.audio,
      contentType: input.contentType,
      filename: sampleFileName(input.contentType),
    });
    const parsed = ZAddVoiceResponse.safeParse(raw);
    if (!parsed.success) throw new ProviderError('ElevenLabs voices/add answered without a voice_id', false, 200);
    return parsed.data.voice_id;
  }

  /** Deletes the cloned voice; an unknown id is treated as already deleted. */
  async deleteVoice(vendorVoiceId: string): Promise<void> {
    await this.#client.deleteVoice(vendorVoiceId);
  }
}

/** Creates the ElevenLabs Narrator (with createVoice/deleteVoice). Methods throw ProviderError on vendor failure. */
export function createElevenLabsNarrator(options: ElevenLabsNarratorOptions): Narrator {
  return new ElevenLabsNarrator(options);
}
