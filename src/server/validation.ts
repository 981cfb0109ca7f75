/**
 * Validation shared by the HTTP layer and the use-cases (kept outside http/, so a use-case
 * never imports upward): zod parsing with messages a parent can read, the text rules every string
 * from outside must pass (no control characters, well-formed Unicode), and the largest
 * integer the database holds. Errors are AppError validation_failed (HTTP 422).
 */
import { z } from 'zod';
import { AppError } from './errors.ts';

/** Largest id or count the database's integer columns hold (2^31 - 1); larger ones cannot exist. */
export const MAX_DB_INT = 2_147_483_647;

/** Formats the first zod issue as a sentence a parent can read. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  // Schemas set their own messages in the words the parent sees; fall back to 'field: reason'.
  if (issue.message && !/^(Invalid|Expected|Required|Too|Unrecognized)/.test(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Validates `value` with `schema` or throws AppError('validation_failed') with a readable message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation_failed', zodMessage(result.error));
  return result.data;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The message of a refused text, naming the wire field when known. */
export const controlCharactersMessage = (field?: string) => `Text may not contain control characters${field ? ` (${field})` : ''}.`;

/** True when `text` holds a control character or is not well-formed Unicode. */
export function isHostileText(text: string): boolean {
  return CONTROL.test(text) || !text.isWellFormed();
}

/** @throws AppError validation_failed when `text` holds a control character or an unpaired surrogate. */
export function assertCleanText(text: string, field?: string): void {
  if (isHostileText(text)) throw new AppError('validation_failed', controlCharactersMessage(field));
}

/** Checks every key and value of a flat record of texts (query strings, multipart fields). */
export function assertCleanFields(fields: Record<string, string | string[]>): void {
  for (const [key, value] of Object.entries(fields)) {
    assertCleanText(key, key.slice(0, 40));
    for (const v of Array.isArray(value) ? value : [value]) assertCleanText(v, key.slice(0, 40));
  }
}
