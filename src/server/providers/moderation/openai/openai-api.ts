/** Raw client of `POST /moderations` on an OpenAI-compatible base URL (plain fetch). */
import { fetchWithRetry, type RetryOptions } from '../../http-retry.ts';

export interface ModerationClientOptions extends RetryOptions {
  /** API root including the version, e.g. 'https://api.openai.com/v1'. */
  baseURL: string;
  apiKey: string;
}

export function createModerationClient(options: ModerationClientOptions) {
  const root = options.baseURL.replace(/\/+$/, '');
  return {
    /** POSTs `{model, input}`; resolves to the parsed JSON body. */
    moderate(model: string, input: string[]): Promise<unknown> {
      return fetchWithRetry(
        'OpenAI moderation',
        `${root}/moderations`,
        { method: 'POST', headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ model, input }) },
        options,
        (res) => res.json(),
      );
    },
  };
}
