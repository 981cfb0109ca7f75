/**
 * StoryWriter on an OpenAI-compatible chat-completions endpoint with strict
 * JSON-schema output. Invalid output gets exactly one repair turn (the validation errors are sent
 * back); a second invalid answer is a non-retryable ProviderError, since the same prompt would
 * most likely fail the same way.
 */
import type { StoryWriter, WriteRequest, WrittenStory } from '../../types.ts';
import { ProviderError } from '../../types.ts';
import { stripUndefined, type RetryOptions } from '../../http-retry.ts';
import { createChatClient, type ChatClient, type ChatMessage } from './openai-api.ts';
import { checkStory, repairPrompt, storyJsonSchema, systemPrompt, userPrompt } from './transform.ts';

/** Options of the OpenAI-compatible writer. Defaults: 3 min timeout per attempt, 2 retries. */
export interface OpenAIWriterOptions extends RetryOptions {
  /** API root including the version. Default 'https://api.openai.com/v1'; Ollama: 'http://localhost:11434/v1'. */
  baseURL?: string;
  /** Bearer key (any non-empty string for local servers). */
  apiKey: string;
  /** Chat model, e.g. 'gpt-4o-mini', 'llama3.1:8b'. Default 'gpt-4o-mini'. */
  model?: string;
  /** Sampling temperature. Default 0.9 (varied stories; the seed keeps one request stable where the server honours it). Not sent to reasoning models (o-series, gpt-5), which reject it. */
  temperature?: number;
}

class OpenAIWriter implements StoryWriter {
  readonly name = 'openai';
  readonly #client: ChatClient;
  readonly #temperature: number | undefined;

  constructor(options: OpenAIWriterOptions) {
    // A local model on a CPU may need minutes for a whole story: long timeout, few retries.
    this.#client = createChatClient({
      timeoutMs: 180_000,
      maxRetries: 2,
      ...stripUndefined(options),
      apiKey: options.apiKey,
      model: options.model ?? 'gpt-4o-mini',
    });
    // Reasoning models (o1/o3/o4, gpt-5) reject any temperature but the default.
    const reasoning = /^(o\d|gpt-5)/.test(options.model ?? '');
    this.#temperature = reasoning ? undefined : (options.temperature ?? 0.9);
  }

  async write(request: WriteRequest): Promise<WrittenStory> {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt() },
      { role: 'user', content: userPrompt(request) },
    ];
    const schema = { name: 'bedtime_story', schema: storyJsonSchema() };
    const ask = () => this.#client.complete({ messages, schema, seed: request.seed, temperature: this.#temperature });

    const first = await ask();
    if (first.refusal) throw new ProviderError(`The writer refused: ${first.refusal}`, false);
    const checked = checkStory(first.content, request);
    if (checked.ok) return checked.story;

    messages.push({ role: 'assistant', content: first.content ?? '' }, { role: 'user', content: repairPrompt(checked.errors) });
    const second = await ask();
    if (second.refusal) throw new ProviderError(`The writer refused: ${second.refusal}`, false);
    const repaired = checkStory(second.content, request);
    if (repaired.ok) return repaired.story;
    throw new ProviderError(`The writer's story stayed invalid after one repair: ${repaired.errors.slice(0, 5).join('; ')}`, false);
  }
}

/** Creates the OpenAI-compatible StoryWriter. Throws ProviderError from `write` on vendor failure or invalid output. */
export function createOpenAIWriter(options: OpenAIWriterOptions): StoryWriter {
  return new OpenAIWriter(options);
}
