/** Pure parts of the browser auth (header label and redirect after login, messages, token expiry). */
import { describe, expect, it } from 'vitest';
import { postLoginTarget, withTimeout } from '../../src/lib/auth-client.ts';
import { headerUserLabel } from '../../src/lib/header-label.ts';
import { tokenExpiry } from '../../src/lib/stores/auth.ts';
import { EMAIL_NOT_CONFIRMED, googleErrorMessage, loginErrorMessage, signupErrorMessage, weakPasswordHints } from '../../src/islands/auth/auth-messages.ts';

describe('headerUserLabel', () => {
  it.each([
    ['mum@example.com', 'mum'],
    ['exactly15chars@example.com', 'exactly15chars'],
    ['fifteen-chars-x@example.com', 'fifteen-chars-x'],
    ['sixteen-chars-xy@example.com', 'sixteen-chars-x…'],
    ['a.very.long.name.indeed@example.com', 'a.very.long.nam…'],
  ])('%s → %s', (email, label) => expect(headerUserLabel(email)).toBe(label));
});

describe('postLoginTarget', () => {
  it.each([
    ['', '/stories'],
    ['?redirectTo=%2Fmy-purchases%3Fpage%3D2', '/my-purchases?page=2'],
    ['?redirectTo=%2F%2Fevil.example%2Fx', '/stories'],
    ['?redirectTo=%2F%5Cevil.example', '/stories'],
    ['?redirectTo=https%3A%2F%2Fevil.example', '/stories'],
    ['?redirectTo=%2Flogin', '/stories'],
    // Paths a browser normalises to '//evil.example/x', another site.
    ['?redirectTo=%2F.%2F%2Fevil.example%2Fx', '/stories'],
    ['?redirectTo=%2F%252e%2F%2Fevil.example%2Fx', '/stories'],
    ['?redirectTo=%2F..%2F%2Fevil.example%2Fx', '/stories'],
    ['?redirectTo=%2F.%2F%5Cevil.example%2Fx', '/stories'],
    ['?redirectTo=%2Fstories%2F..%2F%2Fevil.example', '/stories'],
    ['?redirectTo=%2F.%2Fcreate-story', '/create-story'],
    ['?redirectTo=%2Fpricing&selectedPriceId=plus_month', '/pricing?selectedPriceId=plus_month'],
  ])('%s → %s', (search, target) => expect(postLoginTarget(search)).toBe(target));
});

describe('tokenExpiry', () => {
  const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it('reads exp from a JWT without verifying it', () => expect(tokenExpiry(jwt({ exp: 1_900_000_000, sub: 'é' }))).toBe(1_900_000_000));
  it('gives null for junk', () => {
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
  });
});

describe('withTimeout', () => {
  it("rejects with 'Token refresh timed out' when the refresh hangs", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'Token refresh timed out')).rejects.toThrow('Token refresh timed out');
    await expect(withTimeout(Promise.resolve(7), 20, 'late')).resolves.toBe(7);
  });
});

describe('sign-up and Google messages', () => {
  const authError = (fields: object) => Object.assign(new Error((fields as { message?: string }).message ?? ''), { name: 'AuthApiError', ...fields });
  it.each([
    [authError({ code: 'user_already_exists', message: 'User already registered', status: 422 }), 'This email is already registered. Please log in instead.'],
    [authError({ code: 'email_exists', message: 'Email address already exists', status: 422 }), 'This email is already registered. Please log in instead.'],
    [
      authError({ name: 'AuthWeakPasswordError', code: 'weak_password', message: 'Password should be at least 8 characters.' }),
      'Password should be at least 8 characters.',
    ],
    [authError({ code: 'over_request_rate_limit', message: 'Request rate limit reached', status: 429 }), 'Request rate limit reached'],
    [authError({ code: 'unexpected_failure', message: 'boom', status: 400 }), 'Failed to sign up. Please try again.'],
    ['weird', 'An error occurred'],
  ])('%o → %s', (error, message) => expect(signupErrorMessage(error)).toBe(message));

  it('turns weak-password reasons into advice', () => {
    expect(weakPasswordHints(['length', 'pwned'])).toEqual(['Use at least 8 characters.', 'This password is too common; choose one that is harder to guess.']);
  });

  it('does not repeat what the weak-password message already says', () => {
    expect(weakPasswordHints(['pwned'], 'Password is known to be weak and easy to guess, please choose a different one.')).toEqual([]);
    expect(weakPasswordHints(['length'], 'Password should be at least 8 characters.')).toEqual([]);
    expect(weakPasswordHints(['length', 'characters'], 'Password should be at least 8 characters.')).toEqual([
      'Mix lower- and upper-case letters, digits and symbols.',
    ]);
  });

  it("falls back to 'An error occurred with Google sign-in'", () => {
    expect(googleErrorMessage('')).toBe('An error occurred with Google sign-in');
    expect(googleErrorMessage(new Error(''))).toBe('An error occurred with Google sign-in');
    expect(googleErrorMessage('Google sign-in was cancelled.')).toBe('Google sign-in was cancelled.');
  });
});

describe('sign-in messages', () => {
  it('says what to do when the address is not confirmed yet, else keeps the provider words', () => {
    expect(loginErrorMessage({ name: 'AuthApiError', code: 'email_not_confirmed', message: 'Email not confirmed', status: 400 })).toBe(EMAIL_NOT_CONFIRMED);
    expect(loginErrorMessage({ name: 'AuthApiError', code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 })).toBe(
      'Invalid login credentials',
    );
  });
});
