/**
 * Raw client of the OpenAI-compatible text-to-speech endpoint `POST /audio/speech`
 * (https://platform.openai.com/docs/api-reference/audio/createSpeech), plain fetch.
 */
import { fetchWithRetry, type RetryOptions } from '../../http-retry.ts';

export interface SpeechClientOptions extends RetryOptions {
  /** API root including the version, e.g. 'https://api.openai.com/v1'. */
  baseURL: string;
  apiKey: string;
}

/** POSTs the speech body; resolves to the audio bytes. */
export function createSpeechClient(options: SpeechClientOptions) {
  const root = options.baseURL.replace(/\/+$/, '');
  return {
    speech(body: Record<string, unknown>): Promise<{ audio: Buffer; contentType: string }> {
      return fetchWithRetry(
        'OpenAI speech',
        `${root}/audio/speech`,
        { method: 'POST', headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        options,
        async (res) => ({ audio: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? '' }),
      );
    },
  };
}
