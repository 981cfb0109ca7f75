/**
 * What the sign-up and sign-in screens say for each identity-provider outcome (sign-up,
 * login and the provider's own messages). Pure functions over supabase-js errors, unit-tested.
 */

/** The fields of supabase-js AuthError (and AuthWeakPasswordError) we read. */
import type { IslandMessages } from '../../i18n/messages.ts';

export interface AuthErrorLike {
  name?: string;
  message?: string;
  code?: string;
  status?: number;
  reasons?: string[];
}

export const ALREADY_REGISTERED = 'This email is already registered. Please log in instead.';
export const SIGNUP_FAILED = 'Failed to sign up. Please try again.';
export const NO_USER = 'No user data received';
export const GENERIC = 'An error occurred';
export const NO_ACCESS_TOKEN = 'No access token received';
export const GOOGLE_FAILED = 'An error occurred with Google sign-in';
export const SESSION_EXPIRED = 'Session expired';

const REASONS: Record<string, string> = {
  length: 'Use at least 8 characters.',
  characters: 'Mix lower- and upper-case letters, digits and symbols.',
  pwned: 'This password is too common; choose one that is harder to guess.',
};

/** What the identity provider's weak-password message already says, by reason. */
const STATED: Record<string, RegExp> = { length: /at least \d+ characters/i, pwned: /known to be weak|too common|easy to guess/i };

/**
 * A weak-password error's reasons as sentences a parent can act on, leaving out a reason the
 * error's own `message` (shown above the hints) already states: the alert says each thing once.
 */
export const weakPasswordHints = (reasons: string[] = [], message = '') => reasons.filter((r) => !STATED[r]?.test(message)).map((r) => REASONS[r] ?? r);

const isAuthError = (e: unknown): e is AuthErrorLike =>
  typeof e === 'object' && e !== null && typeof (e as AuthErrorLike).name === 'string' && (e as AuthErrorLike).name!.startsWith('Auth');

/** Sign-up failure → message. */
export function signupErrorMessage(error: unknown): string {
  if (!isAuthError(error)) return error instanceof Error && error.message ? GENERIC : GENERIC;
  const message = error.message ?? '';
  if (error.code === 'user_already_exists' || error.code === 'email_exists' || /already (been )?registered/i.test(message)) return ALREADY_REGISTERED;
  if (error.code === 'weak_password' || error.name === 'AuthWeakPasswordError') return message || 'Password is too weak.';
  if (error.code === 'over_request_rate_limit' || error.code === 'over_email_send_rate_limit' || error.status === 429)
    return message || 'Request rate limit reached';
  if (error.code === 'validation_failed' || error.code === 'email_address_invalid') return message || SIGNUP_FAILED;
  return SIGNUP_FAILED;
}

/** Sign-in before the address is confirmed: the provider's words and what to do. */
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed. Please open the link we sent to your e-mail address first.';

/** Sign-in failure → the provider's own message (invalid credentials, rate limit, ...), else the generic text. */
export function loginErrorMessage(error: unknown): string {
  if (isAuthError(error) && error.code === 'email_not_confirmed') return EMAIL_NOT_CONFIRMED;
  if (isAuthError(error) || error instanceof Error) return error.message || GENERIC;
  return GENERIC;
}

/** Google sign-in failure → its message or 'An error occurred with Google sign-in'. */
export function googleErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error || isAuthError(error)) return (error as AuthErrorLike).message || GOOGLE_FAILED;
  return GOOGLE_FAILED;
}

/** What the sign-in, sign-up and reset screens receive, in the page's language. */
export type AuthMessages = IslandMessages<'auth_' | 'pw_' | 'reset_' | 'common_'>;

/** The message key of each fixed English text above, so it is shown in the page's language. */
const TEXT_KEY: Record<string, keyof AuthMessages> = {
  [ALREADY_REGISTERED]: 'auth_already_registered',
  [SIGNUP_FAILED]: 'auth_signup_failed',
  [GENERIC]: 'common_error',
  [NO_ACCESS_TOKEN]: 'auth_no_token',
  [GOOGLE_FAILED]: 'auth_google_failed',
  [SESSION_EXPIRED]: 'auth_session_expired',
  [EMAIL_NOT_CONFIRMED]: 'auth_not_confirmed',
  'Password is too weak.': 'auth_weak_password',
  'Request rate limit reached': 'auth_rate_limit',
  'Invalid login credentials': 'auth_invalid_credentials',
  [REASONS.length!]: 'auth_hint_length',
  [REASONS.characters!]: 'auth_hint_characters',
  [REASONS.pwned!]: 'auth_hint_pwned',
};

/**
 * A screen's text in the page's language: the translation of a fixed English text of this
 * module, or the text unchanged when it is the identity provider's own words.
 */
export const localizeAuthText = (text: string, t: AuthMessages): string => {
  const key = TEXT_KEY[text];
  return key ? t[key] : text;
};
