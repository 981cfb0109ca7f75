/**
 * Moderator on OpenAI moderations (DESIGN §3), `omni-moderation-latest` by default. The model is
 * multilingual, so the language is not sent. Reasons are the category families flagged
 * (violence, sexual, self-harm, hate, harassment, illicit).
 */
import { stripUndefined, type RetryOptions } from '../../http-retry.ts';
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../types.ts';
import { ProviderError } from '../../types.ts';
import { createModerationClient } from './openai-api.ts';
import { batches, toModerationResult, ZModerationResponse } from './transform.ts';

/** Options of the OpenAI moderator. Defaults: 15 s timeout, 3 retries. */
export interface OpenAIModeratorOptions extends RetryOptions {
  /** API root including the version. Default 'https://api.openai.com/v1'. */
  baseURL?: string;
  apiKey: string;
  /** Default 'omni-moderation-latest'. */
  model?: string;
  /** Optional stricter cut-off: any category score ≥ this flags too (0–1). Default: the vendor's own flags. */
  threshold?: number;
}

/** Inputs per request; keeps bodies small and latency even. */
const BATCH = 32;

class OpenAIModerator implements Moderator {
  readonly name = 'openai';
  readonly #client: ReturnType<typeof createModerationClient>;
  readonly #model: string;
  readonly #threshold?: number;

  constructor(options: OpenAIModeratorOptions) {
    this.#client = createModerationClient({
      timeoutMs: 15_000,
      ...stripUndefined(options),
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    });
    this.#model = options.model ?? 'omni-moderation-latest';
    this.#threshold = options.threshold;
  }

  async check(texts: string[], _language: LanguageCode): Promise<ModerationResult> {
    const inputs = texts.map((t) => t.trim()).filter(Boolean);
    if (inputs.length === 0) return { flagged: false, reasons: [] };
    const reasons = new Set<string>();
    for (const batch of batches(inputs, BATCH)) {
      const parsed = ZModerationResponse.safeParse(await this.#client.moderate(this.#model, batch));
      if (!parsed.success || parsed.data.results.length !== batch.length) {
        throw new ProviderError('OpenAI moderation sent a malformed answer', false, 200);
      }
      for (const reason of toModerationResult(parsed.data, this.#threshold).reasons) reasons.add(reason);
    }
    return { flagged: reasons.size > 0, reasons: [...reasons].sort() };
  }
}

/** Creates the OpenAI Moderator; `check` throws ProviderError on vendor failure (callers should fail closed). */
export function createOpenAIModerator(options: OpenAIModeratorOptions): Moderator {
  return new OpenAIModerator(options);
}
