import { describe, expect, it } from 'vitest';
import { backoffDelayMs, httpError, isRetryableStatus, parseRetryAfter, vendorErrorMessage, withRetry } from './http-retry.ts';
import { ProviderError } from './types.ts';

const now = Date.parse('2025-01-01T00:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    [{ 'retry-after': '3' }, 3],
    [{ 'retry-after': '1.5' }, 1.5],
    [{ 'retry-after-ms': '250', 'retry-after': '9' }, 0.25],
    [{ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }, 5],
    [{ 'retry-after': 'Tue, 31 Dec 2024 23:59:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('%j → %s s', (headers, seconds) => {
    expect(parseRetryAfter(new Headers(headers), now)).toBe(seconds);
  });
});

describe('backoffDelayMs', () => {
  const opts = { baseDelayMs: 100, maxDelayMs: 1_000 };
  it.each([
    [0, 50, 100],
    [1, 100, 200],
    [3, 400, 800],
    [6, 500, 1_000],
  ])('retry %i waits between %i and %i ms', (retry, min, max) => {
    expect(backoffDelayMs(retry, opts, () => 0)).toBe(min);
    expect(backoffDelayMs(retry, opts, () => 1)).toBe(max);
  });
});

describe('vendor errors', () => {
  it.each([
    ['{"error":{"message":"Bad key","type":"invalid_request_error","code":"invalid_api_key"}}', { message: 'Bad key', code: 'invalid_api_key' }],
    ['{"detail":{"status":"voice_not_found","message":"No voice"}}', { message: 'No voice', code: 'voice_not_found' }],
    ['{"detail":[{"loc":["body","name"],"msg":"Field required"}]}', { message: 'body.name: Field required' }],
    ['<html>Bad Gateway</html>', { message: '<html>Bad Gateway</html>' }],
  ])('reads %s', (body, expected) => {
    expect(vendorErrorMessage(body)).toEqual(expected);
  });

  it.each([
    [400, false],
    [401, false],
    [404, false],
    [408, true],
    [409, true],
    [422, false],
    [429, true],
    [500, true],
    [503, true],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
    expect(httpError('V', status, '{}').retryable).toBe(retryable);
  });

  it('does not retry an exhausted quota even though it is a 429', () => {
    const error = httpError(
      'OpenAI',
      429,
      '{"error":{"message":"quota","type":"insufficient_quota","code":"insufficient_quota"}}',
      new Headers({ 'retry-after': '2' }),
    );
    expect(error).toMatchObject({ retryable: false, status: 429, retryAfterSeconds: 2 });
  });
});

describe('withRetry', () => {
  it('stops at once on a non-retryable error and counts attempts on retryable ones', async () => {
    let calls = 0;
    await expect(
      withRetry(
        'V',
        async () => {
          calls++;
          throw new ProviderError('no', false, 400);
        },
        { baseDelayMs: 1 },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      withRetry(
        'V',
        async () => {
          calls++;
          throw new ProviderError('busy', true, 503);
        },
        { maxRetries: 2, baseDelayMs: 1 },
      ),
    ).rejects.toThrow(/gave up after 3 attempts/);
    expect(calls).toBe(3);
  });

  it('treats an unknown error as non-retryable', async () => {
    await expect(
      withRetry('V', async () => {
        throw new RangeError('bug');
      }),
    ).rejects.toMatchObject({ retryable: false });
  });
});
