/**
 * Errors of the built-in identity service in Supabase Auth's (GoTrue's) own words and codes, so
 * supabase-js raises the same AuthApiError / AuthWeakPasswordError it raises against Supabase.
 */
import type { Context } from 'hono';
import { localizeErrorMessage } from '../../i18n/error-text.ts';
import { requestLocale } from '../../i18n/request-locale.ts';

export class GoTrueError extends Error {
  /** HTTP status. */
  readonly status: number;
  /** GoTrue error code, e.g. 'invalid_credentials', 'weak_password'. */
  readonly code: string;
  /** Extra body fields, e.g. { weak_password: { reasons } }. */
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.name = 'GoTrueError';
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue answers errors in two shapes: `{code: <error code>, message}` when the client sent
 * X-Supabase-Api-Version ≥ 2024-01-01 (supabase-js does, and reads the echoed header), else the
 * legacy `{code: <status>, error_code, msg}`.
 */
export function goTrueErrorResponse(c: Context, error: GoTrueError): Response {
  const asked = c.req.header(API_VERSION_HEADER);
  const modern = Boolean(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= API_VERSION_2024);
  // The message in the page's language; codes stay GoTrue's, so supabase-js and the
  // sign-in screens decide by code, and English stays GoTrue's own words.
  const message = localizeErrorMessage(error.message, requestLocale(c.req.header('accept-language')));
  const body = modern ? { code: error.code, message, ...error.extra } : { code: error.status, error_code: error.code, msg: message, ...error.extra };
  if (modern) c.header(API_VERSION_HEADER, API_VERSION_2024);
  return c.json(body, error.status as 400);
}

export const errors = {
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  userExists: () => new GoTrueError(422, 'user_already_exists', 'User already registered'),
  validation: (message: string) => new GoTrueError(400, 'validation_failed', message),
  rateLimited: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  refreshNotFound: () => new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  flowStateNotFound: () => new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new GoTrueError(403, 'flow_state_expired', 'Flow state has expired. Please sign in again.'),
  badCodeVerifier: () => new GoTrueError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  providerDisabled: () => new GoTrueError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  grantUnsupported: () => new GoTrueError(400, 'validation_failed', 'unsupported_grant_type'),
};
