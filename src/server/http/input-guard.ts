/**
 * The one text sanitiser and JSON shape guard for everything that enters the server:
 * every string of a JSON body (keys included), query string, multipart text field and path is
 * checked here before any use-case, key conversion or database sees it.
 *
 * - Control characters (C0 except tab, line feed and carriage return; DEL; C1) and unpaired UTF-16
 *   surrogates are refused: AppError validation_failed (422) 'Text may not contain control
 *   characters (<field>).' The database cannot store NUL, terminals and logs obey escape codes.
 * - JSON deeper than 32 levels or with more than 10,000 values is refused before the recursive
 *   snake/camel key conversion: AppError bad_request (400). The walk is iterative, so no input can
 *   overflow the stack here.
 */
import type { MiddlewareHandler } from 'hono';
import { GoTrueError, goTrueErrorResponse } from '../identity/builtin/gotrue-error.ts';
import type { AppEnv } from './context.ts';
import { AppError } from '../errors.ts';
import { assertCleanFields, assertCleanText, isHostileText } from '../validation.ts';

/** Deepest JSON nesting accepted (our largest request nests 3 levels). */
export const MAX_JSON_DEPTH = 32;
/** Most values (objects, arrays, scalars) in one JSON body. */
export const MAX_JSON_NODES = 10_000;

/**
 * Walks a parsed JSON value without recursion: bounds depth and size, checks every string.
 * @throws AppError bad_request (too deep / too large) or validation_failed (control characters).
 */
export function assertSafeJson(value: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  let nodes = 0;
  while (stack.length) {
    const { value: v, depth, path } = stack.pop()!;
    if (++nodes > MAX_JSON_NODES) throw new AppError('bad_request', 'The request body has too many values.');
    if (typeof v === 'string') {
      assertCleanText(v, path || undefined);
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw new AppError('bad_request', 'The request body is nested too deeply.');
      if (Array.isArray(v)) {
        for (const item of v) stack.push({ value: item, depth: depth + 1, path });
      } else {
        for (const [key, item] of Object.entries(v)) {
          const field = key.slice(0, 40);
          assertCleanText(key, field);
          stack.push({ value: item, depth: depth + 1, path: field });
        }
      }
    }
  }
}

/**
 * Parses JSON text and guards its shape. Engines parse deep nesting recursively and may throw a
 * RangeError: any parse failure is the caller's 'not valid JSON'.
 * @throws SyntaxError|RangeError from JSON.parse, or AppError from assertSafeJson.
 */
export function parseSafeJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  assertSafeJson(value);
  return value;
}

/**
 * Guards the address of every API request before routing: a path whose percent-encoding is
 * malformed or decodes to control characters is a 400 ('This address is not valid.'); a query
 * string holding control characters is a 422. /auth/v1 answers in GoTrue's shape.
 */
export const inputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let error: AppError | null = null;
  try {
    if (isHostileText(decodeURIComponent(url.pathname))) error = new AppError('bad_request', 'This address is not valid.');
  } catch {
    error = new AppError('bad_request', 'This address is not valid.');
  }
  if (!error) {
    try {
      for (const [key, value] of url.searchParams) assertCleanFields({ [key]: value });
    } catch (refused) {
      error = refused as AppError;
    }
  }
  if (!error) return next();
  if (url.pathname.startsWith('/auth/v1/')) {
    return goTrueErrorResponse(c, new GoTrueError(error.status, error.code === 'bad_request' ? 'bad_request' : 'validation_failed', error.message));
  }
  throw error;
};
