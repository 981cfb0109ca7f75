/**
 * Auth flows of the browser: sign-in, session refresh, logout and their errors. Light on
 * purpose: plain page scripts import it on every page, and the identity provider's client
 * (supabase-js) is only loaded, by dynamic import, where sign-in, refresh or sign-out happen.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { LIMITS } from '../shared/limits.ts';
import { sameSitePath } from '../shared/same-site.ts';
import { $auth, clearAuth, readStoredAuth, setAuth, tokenExpiry, type AuthUser } from './stores/auth.ts';
import { notify } from './stores/notifications.ts';
import { clearPersistedLists, STORAGE_KEYS } from './stores/persisted-lists.ts';
import { clearOfflineStories, keepOnlyStoriesOf } from './offline-stories.ts';
import { QUERY_CACHE_KEY } from './storage-keys.ts';
import { pageLanguageHeaders } from './page-language.ts';

/** Keys the analytics session keeps in sessionStorage. */
export const ANALYTICS_SESSION_KEYS = ['analyticsSessionId', 'analyticsSessionStart', 'analyticsPageStart', 'analyticsPageViews'];
/** localStorage key of the persisted query cache. */
export { QUERY_CACHE_KEY };
/** Fired on window whenever the stored session changes (the header re-renders). */
export const AUTH_CHANGED_EVENT = 'bh:auth-changed';
/** /login?reason= value shown as 'Session expired'. */
export const SESSION_EXPIRED_REASON = 'session_expired';

const changed = () => window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));

let client: Promise<SupabaseClient> | null = null;

/** The identity provider's client, created once per page and watched for its events. */
export function loadAuthClient(): Promise<SupabaseClient> {
  return (client ??= import('./supabase.ts').then(({ getSupabase }) => {
    const supabase = getSupabase();
    supabase.auth.onAuthStateChange((event, session) => {
      // Deferred: calling the provider from inside its own callback can deadlock its lock.
      setTimeout(() => void onProviderEvent(event, session), 0);
    });
    return supabase;
  }));
}

/** Reacts to the provider's events: signed in, signed out, token refreshed, user updated, password recovery, initial session, MFA verified. */
export async function onProviderEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
  switch (event) {
    case 'SIGNED_IN':
    case 'INITIAL_SESSION':
    case 'MFA_CHALLENGE_VERIFIED': {
      if (!session) break;
      const stored = readStoredAuth();
      if (stored?.token === session.access_token) break;
      if (stored && stored.user.id === session.user.id) applyToken(session.access_token, session.expires_at);
      else await completeLogin(session).catch((error: unknown) => console.warn('Sign-in could not be completed', error));
      break;
    }
    case 'TOKEN_REFRESHED':
      if (session && readStoredAuth()) applyToken(session.access_token, session.expires_at);
      break;
    case 'USER_UPDATED': {
      const stored = readStoredAuth();
      if (stored && session?.user.email) setAuth({ ...stored.user, email: session.user.email }, stored.token, tokenExpiry(stored.token));
      changed();
      break;
    }
    case 'SIGNED_OUT':
      if (readStoredAuth()) {
        clearLocalSession();
        changed();
      }
      break;
    case 'PASSWORD_RECOVERY':
      // /reset-password asks for the new password itself; INITIAL_SESSION then signs the parent in.
      break;
  }
}

function applyToken(token: string, expiresAt: number | undefined): void {
  const stored = readStoredAuth();
  if (!stored) return;
  setAuth(stored.user, token, expiresAt ?? tokenExpiry(token));
  changed();
  keepSessionFresh();
}

const pendingLogins = new Map<string, Promise<AuthUser>>();

/**
 * After the provider signs a user in: POST /v1/auth/login with the provider's access token to
 * get our user, then store the session. Throws 'No access token received' without one.
 */
export function completeLogin(session: Pick<Session, 'access_token' | 'expires_at'> | null | undefined): Promise<AuthUser> {
  const token = session?.access_token;
  if (!token) return Promise.reject(new Error('No access token received'));
  const pending = pendingLogins.get(token);
  if (pending) return pending;
  const login = (async () => {
    let response: Response;
    try {
      response = await fetch('/v1/auth/login', { method: 'POST', headers: { Authorization: `Bearer ${token}`, ...pageLanguageHeaders() } });
    } catch {
      throw new Error('No response received from server');
    }
    const body = (await response.json().catch(() => null)) as { id?: string; email?: string; message?: string; detail?: string } | null;
    if (!response.ok || !body?.id) throw new Error(body?.message || body?.detail || 'An error occurred');
    const user: AuthUser = { id: body.id, email: body.email ?? '' };
    setAuth(user, token, session?.expires_at ?? tokenExpiry(token));
    void keepOnlyStoriesOf(user.id); // another parent's offline stories leave the device
    changed();
    keepSessionFresh();
    return user;
  })().finally(() => pendingLogins.delete(token));
  pendingLogins.set(token, login);
  return login;
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

/** Schedules the refresh 2 minutes before the stored token expires (now, if that is past). */
export function keepSessionFresh(now = Date.now()): void {
  clearTimeout(refreshTimer);
  const stored = readStoredAuth();
  const expiresAt = stored && tokenExpiry(stored.token);
  if (!expiresAt) return;
  const delay = Math.max(0, expiresAt * 1000 - LIMITS.tokenRefreshLeadMs - now);
  refreshTimer = setTimeout(() => void refreshSession(), Math.min(delay, 2 ** 31 - 1));
}

/** Rejects with `message` when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Refreshes the session (10 s timeout); a failure logs out with 'Session expired'. */
export function refreshSession(): Promise<boolean> {
  return (refreshing ??= (async () => {
    try {
      const supabase = await loadAuthClient();
      const { data, error } = await withTimeout(supabase.auth.refreshSession(), LIMITS.tokenRefreshTimeoutMs, 'Token refresh timed out');
      if (error || !data.session) throw error ?? new Error('Auth session missing!');
      applyToken(data.session.access_token, data.session.expires_at);
      return true;
    } catch (error) {
      // Offline (a saved story read in airplane mode): keep the session and the saved
      // stories, and try again once the device is back online.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        window.addEventListener('online', () => void refreshSession(), { once: true });
        return false;
      }
      console.warn('Token refresh failed', error);
      await logout('Session expired');
      return false;
    }
  })().finally(() => (refreshing = null)));
}

function clearLocalSession(): void {
  clearTimeout(refreshTimer);
  try {
    for (const key of Object.keys(localStorage)) if (/^sb-.*-auth-token/.test(key)) localStorage.removeItem(key);
    localStorage.removeItem(QUERY_CACHE_KEY);
    for (const key of ANALYTICS_SESSION_KEYS) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
  clearPersistedLists();
  // Stories saved for offline reading are this parent's alone.
  void clearOfflineStories();
  try {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // same as above
  }
  clearAuth();
}

/**
 * Sign-out: signs out of the identity provider, then clears the stored auth
 * token, the provider session entry, the analytics session keys, the three persisted lists and
 * the query cache, and resets to unauthenticated, even if sign-out fails (the error is logged).
 * With a `reason` (refresh failure) the parent is told, and a protected page goes to /login.
 */
export async function logout(reason?: string): Promise<void> {
  try {
    const supabase = await withTimeout(loadAuthClient(), LIMITS.tokenRefreshTimeoutMs, 'Sign-out timed out');
    const { error } = await withTimeout(supabase.auth.signOut(), LIMITS.tokenRefreshTimeoutMs, 'Sign-out timed out');
    if (error) throw error;
  } catch (error) {
    console.warn('Sign-out failed', error);
  }
  clearLocalSession();
  $auth.setKey('isInitializing', false);
  changed();
  if (reason) {
    notify(reason, 'error');
    if (document.querySelector('main[data-protected="true"]')) {
      const back = location.pathname + location.search;
      location.assign(`/login?redirectTo=${encodeURIComponent(back)}&reason=${SESSION_EXPIRED_REASON}`);
    }
  }
}

const AUTH_PAGES = ['/login', '/signup', '/reset-password'];
/** A stand-in origin for judging paths (postLoginTarget is pure: it runs in tests without a window). */
const SITE_BASE = 'https://site.invalid';

/**
 * Where to go after sign-in: the `redirectTo` page if it is one of ours, else
 * /stories. A `selectedPriceId` from the pricing flow travels along.
 */
export function postLoginTarget(search: string): string {
  const params = new URLSearchParams(search);
  const wanted = params.get('redirectTo') ?? '';
  let target = '/stories';
  // Same-site paths only, judged on the URL the browser would open: '/.//evil.example' is
  // normalised to '//evil.example', another site. Only a path (never a full URL) is followed.
  if (wanted.startsWith('/')) {
    const path = sameSitePath(wanted, SITE_BASE);
    if (path && !AUTH_PAGES.includes(new URL(path, SITE_BASE).pathname)) target = path;
  }
  const price = params.get('selectedPriceId');
  if (price) {
    const url = new URL(target, 'http://x');
    url.searchParams.set('selectedPriceId', price);
    target = url.pathname + url.search + url.hash;
  }
  return target;
}
