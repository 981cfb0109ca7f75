/**
 * Where the reader's '← Back to Stories' goes: on the public route
 * always /library; on the private route /library when the reader was opened from / or /library,
 * otherwise /stories with the list's previous query string (e.g. ?page=3).
 *
 * How the list's query string survives: the My Stories page calls `rememberStoriesQuery()`
 * whenever its query changes (it is kept in sessionStorage, per tab). The reader also reads its
 * own referrer, so a link from /stories?page=3 works even without that call. Turning to the
 * next or previous story keeps the back target of the first story opened.
 */

import { unlocalizedPath } from '../i18n/locales.ts';

const LIST_QUERY_KEY = 'bh-stories-query';
const BACK_KEY = 'bh-reader-back';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function session(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * For the My Stories page: remember its current query string (default: location.search), so the
 * reader's back button returns to the same page of the list.
 */
export function rememberStoriesQuery(search: string = typeof location === 'undefined' ? '' : location.search, store: KeyValueStore | null = session()): void {
  store?.setItem(LIST_QUERY_KEY, search.startsWith('?') || search === '' ? search : `?${search}`);
}

/** '/stories' plus the remembered list query string. */
export function storiesListHref(store: KeyValueStore | null = session()): string {
  return `/stories${store?.getItem(LIST_QUERY_KEY) ?? ''}`;
}

/** Where the reader came from, as a same-origin path + query, or null. */
function sameOriginPath(referrer: string, origin: string): { path: string; search: string } | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    // /es/stories is the list too; the reader puts the UI language back on the target.
    return url.origin === origin ? { path: unlocalizedPath(url.pathname.replace(/\/+$/, '') || '/'), search: url.search } : null;
  } catch {
    return null;
  }
}

/**
 * The back button's target. `referrer` and `origin` default to the document's; pure otherwise,
 * except that the private reader records its decision so the next story opened from it keeps it.
 */
export function readerBackHref(
  route: 'public' | 'private',
  referrer: string = typeof document === 'undefined' ? '' : document.referrer,
  origin: string = typeof location === 'undefined' ? '' : location.origin,
  store: KeyValueStore | null = session(),
): string {
  if (route === 'public') return '/library';
  const from = sameOriginPath(referrer, origin);
  let target: string;
  if (from && (from.path === '/' || from.path === '/library')) target = '/library';
  else if (from && from.path === '/stories') {
    target = `/stories${from.search}`;
    rememberStoriesQuery(from.search, store);
  } else if (from && (from.path.startsWith('/stories/') || from.path.startsWith('/public-stories/'))) {
    // Came from another story (Next/Previous Story): keep that story's back target.
    target = store?.getItem(BACK_KEY) ?? storiesListHref(store);
  } else target = storiesListHref(store);
  store?.setItem(BACK_KEY, target);
  return target;
}
