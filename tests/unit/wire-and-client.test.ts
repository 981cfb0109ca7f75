import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { errorMessageFrom, toApiError, toCamelCase, toSnakeCase } from '../../src/lib/api.ts';
import { toCamel, toSnake } from '../../src/server/http/wire.ts';

describe('wire case conventions', () => {
  it.each([
    [
      { storyIn: { freeText: 'x', language: 'en' }, illustrationStyle: 'lego', characterId: 3 },
      { story_in: { free_text: 'x', language: 'en' }, illustration_style: 'lego', character_id: 3 },
    ],
    [
      { voiceSampleIn: null, list: [{ signedImageUrl: 'u' }] },
      { voice_sample_in: null, list: [{ signed_image_url: 'u' }] },
    ],
    [{ imageUrlExpiresAt: 1 }, { image_url_expires_at: 1 }],
  ])('client sends snake_case and reads camelCase (%#)', (camel, snake) => {
    expect(toSnakeCase(camel)).toEqual(snake);
    expect(toCamelCase(snake)).toEqual(camel);
  });

  it('server converts the same way both directions', () => {
    const body = { metadata: { total: 3, hasMore: true }, data: [{ audioUrlExpiresAt: 9, hasAudio: false }] };
    const wire = toSnake(body);
    expect(wire).toEqual({ metadata: { total: 3, has_more: true }, data: [{ audio_url_expires_at: 9, has_audio: false }] });
    expect(toCamel(wire)).toEqual(body);
  });

  it('leaves values alone: strings, dates and nulls', () => {
    const date = new Date(0);
    expect(toCamelCase({ some_key: 'snake_value', at: date, n: null })).toEqual({ someKey: 'snake_value', at: date, n: null });
  });
});

describe('error message rules', () => {
  it.each([
    [{ message: 'Name required', detail: 'ignored' }, 'Name required'],
    [{ detail: 'Only detail' }, 'Only detail'],
    [{ detail: { message: 'Nested detail' } }, 'Nested detail'],
    [{ code: 'x' }, 'An error occurred'],
    [undefined, 'An error occurred'],
    ['text', 'An error occurred'],
  ])('%j → %s', (body, message) => {
    expect(errorMessageFrom(body)).toBe(message);
  });

  it('an HTTP error with a JSON body becomes an ApiError with its message, status and code', async () => {
    const response = new Response(JSON.stringify({ message: 'File size exceeds 10MB limit.', code: 'payload_too_large' }), { status: 413 });
    const error = new HTTPError(response, new Request('http://x/v1/me/characters'), {} as never);
    const apiError = await toApiError(error);
    expect(apiError).toMatchObject({ message: 'File size exceeds 10MB limit.', status: 413, code: 'payload_too_large' });
  });

  it('no response at all gives "No response received from server"', async () => {
    const apiError = await toApiError(new TypeError('Failed to fetch'));
    expect(apiError.message).toBe('No response received from server');
    expect(apiError.status).toBe(0);
  });
});
