/**
 * Raw chat-completions client for any OpenAI-compatible server (OpenAI, Ollama, llama.cpp
 * server, vLLM, LocalAI) through the `openai` SDK. The SDK's own retries are off
 * (`maxRetries: 0`): http-retry.ts is the only retry policy.
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { defaultClassify, httpError, withRetry, RETRY_DEFAULTS, type Attempt, type RetryOptions } from '../../http-retry.ts';
import { ProviderError } from '../../types.ts';

export interface ChatClientOptions extends RetryOptions {
  /** API root including the version, e.g. 'https://api.openai.com/v1' or 'http://localhost:11434/v1'. */
  baseURL?: string;
  /** Bearer key; local servers accept any non-empty string. */
  apiKey: string;
  model: string;
}

export type ChatMessage = ChatCompletionMessageParam;

export interface ChatRequest {
  messages: ChatMessage[];
  /** Strict JSON-schema structured output. */
  schema: { name: string; schema: Record<string, unknown> };
  seed?: number;
  temperature?: number;
}

export interface ChatClient {
  /** Returns the assistant message content (may be null on refusal) and the refusal text if any. */
  complete(request: ChatRequest): Promise<{ content: string | null; refusal: string | null; finishReason: string }>;
}

const VENDOR = 'OpenAI chat';

export function createChatClient(options: ChatClientOptions): ChatClient {
  const timeoutMs = options.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const sdk = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL ?? 'https://api.openai.com/v1', maxRetries: 0, timeout: timeoutMs });
  return {
    async complete(request) {
      const completion = await withRetry(
        VENDOR,
        ({ signal }) =>
          sdk.chat.completions.create(
            {
              model: options.model,
              messages: request.messages,
              response_format: { type: 'json_schema', json_schema: { name: request.schema.name, strict: true, schema: request.schema.schema } },
              ...(request.seed !== undefined ? { seed: request.seed } : {}),
              ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            },
            { signal, timeout: timeoutMs, maxRetries: 0 },
          ),
        options,
        (error, attempt) => classifySdkError(error, attempt, timeoutMs),
      );
      const choice = completion.choices?.[0];
      if (!choice?.message) throw new ProviderError(`${VENDOR} answered without a message`, false, 200);
      return { content: choice.message.content ?? null, refusal: choice.message.refusal ?? null, finishReason: choice.finish_reason };
    },
  };
}

/** Maps the SDK's error classes onto ProviderError with the shared status rules. */
function classifySdkError(error: unknown, attempt: Attempt, timeoutMs: number): ProviderError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ProviderError(`${VENDOR} did not answer within ${timeoutMs} ms`, true);
  if (error instanceof OpenAI.APIUserAbortError)
    return defaultClassify(VENDOR, Object.assign(new Error('aborted'), { name: 'AbortError' }), attempt, timeoutMs);
  if (error instanceof OpenAI.APIConnectionError) return new ProviderError(`${VENDOR} network error: ${error.message}`, true);
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return httpError(VENDOR, error.status, JSON.stringify({ error: error.error ?? { message: error.message } }), error.headers);
  }
  // A 200 whose body is not JSON surfaces as a SyntaxError from the SDK.
  if (error instanceof SyntaxError) return new ProviderError(`${VENDOR} sent a malformed answer: ${error.message}`, false, 200);
  return defaultClassify(VENDOR, error, attempt, timeoutMs);
}
