/**
 * The wire conventions: JSON bodies are snake_case on the wire, camelCase inside.
 * `readJson` parses, converts and validates a request body; `send` converts a response body.
 */
import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import type { Readable } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { parseWith } from '../validation.ts';
import { AppError } from '../errors.ts';
import { parseSafeJson } from './input-guard.ts';

/** Deep snake_case of plain-object keys (arrays and nested objects included; Dates kept). */
export function toSnake<T>(value: T): unknown {
  if (value === null || typeof value !== 'object') return value;
  return snakecaseKeys(value as Record<string, unknown>, { deep: true });
}

/** Deep camelCase of plain-object keys. */
export function toCamel<T>(value: T): unknown {
  if (value === null || typeof value !== 'object') return value;
  return camelcaseKeys(value as Record<string, unknown>, { deep: true });
}

/**
 * Reads a JSON request body (snake_case), guards it (input-guard.ts: depth, size, control
 * characters), converts it to camelCase and validates it. Malformed JSON is a 400.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = parseSafeJson(text);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('bad_request', 'The request body is not valid JSON.');
    }
  }
  return parseWith(schema, toCamel(raw));
}

/** Reads and validates the query string (keys converted to camelCase). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, toCamel(c.req.query()));
}

/** Sends `body` as snake_case JSON. */
/**
 * The request's body as the Node server received it (@hono/node-server's IncomingMessage), when
 * nothing has read it yet; undefined elsewhere (app.request in tests) or once it was read (a
 * chunked body counted by the body limit). Large uploads stream from it directly.
 */
export function unreadNodeBody(c: Context): Readable | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.destroyed || incoming.readableDidRead || incoming.readableFlowing !== null) return undefined;
  return incoming;
}

export function send(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(toSnake(body) as object, status);
}

/** Query-string boolean ('true'/'false'/'1'/'0'). */
export const zQueryBool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1'));
