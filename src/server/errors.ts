/**
 * One error type for the whole server (lives beside the use-cases, not under http/, so
 * nothing below http/ imports upward). Use-cases throw AppError with a stable
 * code and the words the parent sees as message; the HTTP layer maps it to a status once
 * (see toHttpStatus) and answers `{ message, code }`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 422,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  quota_exceeded: 403,
  rate_limited: 429,
  unsafe_content: 422,
  payment_required: 402,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields merged into the JSON error body (e.g. weak_password reasons). */
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
