/**
 * Sign-out (SPEC §4 Logout): signs out of the identity provider, then clears the stored auth
 * token, the provider session entry, the analytics session keys, the three persisted lists
 * and the query cache, and resets to unauthenticated, even if sign-out fails.
 */
import { clearAuth } from './stores/auth.ts';
import { clearPersistedLists } from './stores/persisted-lists.ts';

/** Keys the analytics session keeps in sessionStorage (SPEC §3 'Analytics session'). */
export const ANALYTICS_SESSION_KEYS = ['analyticsSessionId', 'analyticsSessionStart', 'analyticsPageStart', 'analyticsPageViews'];
/** localStorage key of the persisted query cache (SPEC §9 Caching). */
export const QUERY_CACHE_KEY = 'bh-query-cache';

export async function logout(): Promise<void> {
  try {
    const { getSupabase } = await import('./supabase.ts');
    await getSupabase().auth.signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  try {
    for (const key of Object.keys(localStorage)) if (/^sb-.*-auth-token/.test(key)) localStorage.removeItem(key);
    localStorage.removeItem(QUERY_CACHE_KEY);
    for (const key of ANALYTICS_SESSION_KEYS) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
  clearPersistedLists();
  clearAuth();
  window.dispatchEvent(new Event('bh:auth-changed'));
}
