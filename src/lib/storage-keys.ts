/** Browser storage keys shared by several modules (kept apart so importing one costs nothing). */

/** localStorage key of the persisted server-state cache (cleared on logout). */
export const QUERY_CACHE_KEY = 'bh-query-cache';
