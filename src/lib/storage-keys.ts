/** Browser storage keys shared by several modules (kept apart so importing one costs nothing). */

/** localStorage key of the persisted server-state cache (SPEC §9 Caching; cleared on logout, §4). */
export const QUERY_CACHE_KEY = 'bh-query-cache';
