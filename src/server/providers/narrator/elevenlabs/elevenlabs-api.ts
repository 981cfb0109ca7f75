/**
 * Raw ElevenLabs client (plain fetch against a configurable base URL, so it points at the fake as
 * easily as at api.elevenlabs.io). Auth header `xi-api-key`. https://elevenlabs.io/docs/api-reference
 */
import { fetchWithRetry, type RetryOptions } from '../../http-retry.ts';
import { ProviderError } from '../../types.ts';

export interface ElevenLabsClientOptions extends RetryOptions {
  /** API root without the version. Default 'https://api.elevenlabs.io'. */
  baseURL: string;
  apiKey: string;
}

const VENDOR = 'ElevenLabs';

export function createElevenLabsClient(options: ElevenLabsClientOptions) {
  const root = options.baseURL.replace(/\/+$/, '');
  const auth = { 'xi-api-key': options.apiKey };
  return {
    /** POST /v1/voices/add (instant voice cloning): multipart `name`, `files`, `description`. Resolves to the JSON body. */
    addVoice(input: {
      name: string;
      description: string;
      removeBackgroundNoise: boolean;
      audio: Buffer;
      contentType: string;
      filename: string;
    }): Promise<unknown> {
      return fetchWithRetry(
        VENDOR,
        `${root}/v1/voices/add`,
        () => {
          const form = new FormData();
          form.append('name', input.name);
          form.append('description', input.description);
          form.append('remove_background_noise', String(input.removeBackgroundNoise));
          form.append('files', new Blob([new Uint8Array(input.audio)], { type: input.contentType }), input.filename);
          return { method: 'POST', headers: auth, body: form };
        },
        options,
        (res) => res.json(),
      );
    },

    /** DELETE /v1/voices/{voice_id}. A voice that is already gone counts as deleted. */
    async deleteVoice(voiceId: string): Promise<void> {
      try {
        await fetchWithRetry(VENDOR, `${root}/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE', headers: auth }, options, (res) => res.text());
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return;
        throw error;
      }
    },

    /** POST /v1/text-to-speech/{voice_id}/with-timestamps?output_format=…; resolves to the JSON body. */
    textToSpeechWithTimestamps(voiceId: string, outputFormat: string, body: Record<string, unknown>): Promise<unknown> {
      const url = `${root}/v1/text-to-speech/${encodeURIComponent(voiceId)}/with-timestamps?output_format=${encodeURIComponent(outputFormat)}`;
      return fetchWithRetry(
        VENDOR,
        url,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        options,
        (res) => res.json(),
      );
    },
  };
}
