/**
 * The one retry policy of the real-vendor adapters: a per-attempt timeout,
 * exponential backoff with jitter for 408/409/429/5xx, timeouts and network errors, the
 * vendor's Retry-After honoured (capped), and every final failure turned into ProviderError
 * (retryable for 429/5xx/timeouts/network, not for other 4xx or malformed answers).
 *
 * Adapters that use a vendor SDK switch the SDK's own retries off (`maxRetries: 0`) and run
 * the SDK call inside `withRetry`, so retries are never stacked.
 */
import { vendorErrorStatus, vendorErrors } from '../metrics.ts';
import { ProviderError } from './types.ts';

/** Retry and timeout knobs shared by every vendor adapter's options. */
export interface RetryOptions {
  /** Per-attempt timeout in ms (covers headers and body). Default 60 000. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 3 (so at most 4 attempts). */
  maxRetries?: number;
  /** First backoff delay in ms; doubles per retry, with jitter (50–100 % of the step). Default 500. */
  baseDelayMs?: number;
  /** Ceiling of one backoff delay in ms. Default 8 000. */
  maxDelayMs?: number;
  /**
   * Longest Retry-After (seconds) we sleep through in-process. A longer one ends the call at
   * once with a retryable ProviderError carrying `retryAfterSeconds`, so the job queue waits
   * instead of a worker. Default 30.
   */
  maxRetryAfterSeconds?: number;
}

/** Resolved defaults, exported so adapters document the same numbers. */
export const RETRY_DEFAULTS: Required<RetryOptions> = {
  timeoutMs: 60_000,
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterSeconds: 30,
};

/** HTTP statuses worth another attempt: request timeout, conflict/lock, rate limit, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Parses Retry-After-like headers into seconds: OpenAI's `retry-after-ms`, then `retry-after`
 * as delta-seconds or an HTTP date. Returns undefined when absent or unreadable.
 */
export function parseRetryAfter(headers: Pick<Headers, 'get'> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms) / 1000;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - now) / 1000);
}

/** Backoff before retry number `retry` (0-based): min(max, base·2^retry) scaled by 50–100 %. */
export function backoffDelayMs(retry: number, opts: Pick<Required<RetryOptions>, 'baseDelayMs' | 'maxDelayMs'>, random = Math.random): number {
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** retry);
  return Math.round(step * (0.5 + 0.5 * random()));
}

/** Extracts a human message from a vendor error body: OpenAI `{error:{message}}`, ElevenLabs `{detail:{message}}` or `{detail:[{msg}]}`. */
export function vendorErrorMessage(body: string): { message?: string; code?: string } {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const error = json.error as Record<string, unknown> | string | undefined;
    if (typeof error === 'string') return { message: error };
    if (error && typeof error === 'object') {
      return { message: stringOrUndefined(error.message), code: stringOrUndefined(error.code) ?? stringOrUndefined(error.type) };
    }
    const detail = json.detail as Record<string, unknown> | Array<Record<string, unknown>> | string | undefined;
    if (typeof detail === 'string') return { message: detail };
    if (Array.isArray(detail)) return { message: detail.map((d) => `${(d.loc as unknown[] | undefined)?.join('.') ?? ''}: ${String(d.msg ?? '')}`).join('; ') };
    if (detail && typeof detail === 'object') return { message: stringOrUndefined(detail.message), code: stringOrUndefined(detail.status) };
    return { message: stringOrUndefined(json.message) };
  } catch {
    return { message: body.slice(0, 200) || undefined };
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Builds the ProviderError of a non-2xx vendor answer. */
export function httpError(vendor: string, status: number, body: string, headers?: Pick<Headers, 'get'>): ProviderError {
  const { message, code } = vendorErrorMessage(body);
  // A 429 for an empty account will not heal by waiting (OpenAI `insufficient_quota`).
  const retryable = isRetryableStatus(status) && code !== 'insufficient_quota';
  const text = `${vendor} answered ${status}${code ? ` (${code})` : ''}: ${message ?? 'no message'}`;
  return new ProviderError(text, retryable, status, parseRetryAfter(headers));
}

/** One attempt's context handed to the operation. */
export interface Attempt {
  /** Aborts when this attempt's timeout elapses; pass it to fetch and to body reads. */
  signal: AbortSignal;
  /** 0 for the first attempt. */
  attempt: number;
}

/**
 * Runs `op` with the retry policy. `classify` turns whatever `op` throws into a ProviderError
 * (the default understands ProviderError, aborts/timeouts and fetch network errors; anything
 * else is non-retryable). Throws the last ProviderError when attempts run out.
 */
export async function withRetry<T>(
  vendor: string,
  op: (attempt: Attempt) => Promise<T>,
  options: RetryOptions = {},
  classify?: (error: unknown, attempt: Attempt) => ProviderError,
): Promise<T> {
  const opts = { ...RETRY_DEFAULTS, ...stripUndefined(options) };
  const toProviderError = classify ?? ((error: unknown, attempt: Attempt) => defaultClassify(vendor, error, attempt, opts.timeoutMs));
  for (let attempt = 0; ; attempt++) {
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const context = { signal, attempt };
    let failure: ProviderError;
    try {
      return await op(context);
    } catch (error) {
      failure = toProviderError(error, context);
    }
    // Every failed attempt is counted in /metrics, the ones a retry then hides too.
    vendorErrors.inc({ vendor, status: vendorErrorStatus(failure.status, failure.message) });
    if (!failure.retryable) throw failure;
    const retryAfter = failure.retryAfterSeconds;
    if (retryAfter !== undefined && retryAfter > opts.maxRetryAfterSeconds) throw failure;
    if (attempt >= opts.maxRetries) {
      throw new ProviderError(`${failure.message} (gave up after ${attempt + 1} attempts)`, true, failure.status, retryAfter);
    }
    const wait = retryAfter !== undefined ? retryAfter * 1000 : backoffDelayMs(attempt, opts);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Drops keys set to undefined, so `{...defaults, ...stripUndefined(options)}` keeps the defaults. */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Default error mapping for plain-fetch adapters. */
export function defaultClassify(vendor: string, error: unknown, attempt: Attempt, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  if (attempt.signal.aborted || isAbortLike(error)) {
    return new ProviderError(`${vendor} did not answer within ${timeoutMs} ms`, true, undefined);
  }
  if (error instanceof TypeError) {
    // undici reports refused/reset connections as TypeError('fetch failed') with a cause.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return new ProviderError(`${vendor} network error: ${cause?.code ?? cause?.message ?? error.message}`, true);
  }
  return new ProviderError(`${vendor} failed: ${error instanceof Error ? error.message : String(error)}`, false);
}

function isAbortLike(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * fetch with the retry policy. Non-2xx answers become ProviderError (vendor message, status,
 * Retry-After); `read` parses the body inside the same attempt and timeout. A `read` failure that
 * is not a ProviderError means a malformed answer: non-retryable.
 */
export async function fetchWithRetry<T>(
  vendor: string,
  url: string,
  init: RequestInit | (() => RequestInit),
  options: RetryOptions,
  read: (response: Response, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  return withRetry(
    vendor,
    async ({ signal }) => {
      // A FormData body can be sent again, a stream could not: callers pass a builder when unsure.
      const request = typeof init === 'function' ? init() : init;
      const response = await fetch(url, { ...request, signal });
      if (!response.ok) {
        const body = await response.text();
        throw httpError(vendor, response.status, body, response.headers);
      }
      try {
        return await read(response, signal);
      } catch (error) {
        if (error instanceof ProviderError || signal.aborted || isAbortLike(error)) throw error;
        throw new ProviderError(`${vendor} sent a malformed answer: ${error instanceof Error ? error.message : String(error)}`, false, response.status);
      }
    },
    options,
  );
}
