/**
 * Auth state: user, token, tokenExpiration, isAuthenticated,
 * isInitializing. The token is also kept under localStorage 'authToken' and the user under
 * 'authUser', so plain page scripts (the header) know the signed-in state without loading
 * the identity provider's client.
 */
import { map } from 'nanostores';

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  /** Epoch seconds. */
  tokenExpiration: number | null;
  isAuthenticated: boolean;
  isInitializing: boolean;
}

export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_USER_KEY = 'authUser';

export const $auth = map<AuthState>({ user: null, token: null, tokenExpiration: null, isAuthenticated: false, isInitializing: true });

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored session written by setAuth (no network). */
export function readStoredAuth(): { token: string; user: AuthUser } | null {
  const s = storage();
  const token = s?.getItem(AUTH_TOKEN_KEY);
  const user = s?.getItem(AUTH_USER_KEY);
  if (!token || !user) return null;
  try {
    return { token, user: JSON.parse(user) as AuthUser };
  } catch {
    return null;
  }
}

/** The `exp` claim (epoch seconds) of a JWT access token, without verifying it; null if unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Reads the stored session into the store: authenticated if one is kept, and initialization done. */
export function initAuthFromStorage(): void {
  const stored = readStoredAuth();
  if (stored) $auth.set({ user: stored.user, token: stored.token, tokenExpiration: tokenExpiry(stored.token), isAuthenticated: true, isInitializing: false });
  else $auth.set({ ...$auth.get(), isInitializing: false });
}

/** Setting auth stores the token and gives authenticated, not initializing. */
export function setAuth(user: AuthUser, token: string, tokenExpiration: number | null): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  storage()?.setItem(AUTH_USER_KEY, JSON.stringify(user));
  $auth.set({ user, token, tokenExpiration, isAuthenticated: true, isInitializing: false });
}

/** Resets to unauthenticated, not initializing, and removes the stored token. */
export function clearAuth(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
  storage()?.removeItem(AUTH_USER_KEY);
  $auth.set({ user: null, token: null, tokenExpiration: null, isAuthenticated: false, isInitializing: false });
}

/** The current bearer token, if any. */
export function currentToken(): string | null {
  return $auth.get().token ?? storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

// In the browser the stored session is the source of truth at start (no network needed).
if (typeof window !== 'undefined') initAuthFromStorage();
