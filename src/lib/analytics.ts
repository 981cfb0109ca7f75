/**
 * Usage analytics: the fixed event names and a per-tab analytics session. Plain and tiny: no
 * React, no cookies, nothing personal (props and path are scrubbed by sanitizeProps and
 * sanitizePath before they leave the page).
 *
 * Where events go: the Plausible-compatible endpoint of the build (ANALYTICS_ENDPOINT, payload
 * {name, url, domain, props}); without one, our own POST /v1/analytics/events, which stores
 * them. Sent with navigator.sendBeacon, so an event fired on a click survives the navigation.
 *
 * Events and who fires them:
 * - homepage-viewed, hero-cta-clicked, pricing-cta-clicked: home page.
 * - exit-intent: every page, once per page view (watchExitIntent, from the Base layout).
 * - signup-started, signup-completed, signup-failed {error}; login-started, login-completed,
 *   login-failed {error}: sign-in screens.
 * - pricing-page-viewed, unauthenticated-pricing-view, plan-type-switched {interval},
 *   plan-selected {priceId, interval}, login-redirect-from-pricing, checkout-initiated {priceId},
 *   checkout-completed, checkout-failed {error}, checkout-abandoned: pricing and checkout.
 *
 * @example
 *   import { track } from '../lib/analytics.ts';
 *   track('login-failed', { error: message }); // never put an e-mail, name or token in props
 */
import { isAnalyticsEvent, sanitizePath, sanitizeProps, type AnalyticsEvent, type AnalyticsProps } from '../shared/analytics-events.ts';
import { browserSiteConfig } from './site-config.ts';

export type { AnalyticsEvent, AnalyticsProps };

/** sessionStorage keys of the analytics session (same list logout clears: ANALYTICS_SESSION_KEYS). */
export const SESSION_KEYS = {
  id: 'analyticsSessionId',
  start: 'analyticsSessionStart',
  pageStart: 'analyticsPageStart',
  pageViews: 'analyticsPageViews',
} as const;

export const OWN_ENDPOINT = '/v1/analytics/events';

export interface AnalyticsSession {
  id: string;
  /** Epoch ms. */
  startedAt: number;
  /** Epoch ms of the current page view. */
  pageStartedAt: number;
  pageViews: number;
}

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const randomId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The current page view, kept in memory until a session exists to store it in. */
let currentPage: { pageStartedAt: number; pageViews: number } | null = null;

function storedSession(s: Storage | null): AnalyticsSession | null {
  const id = s?.getItem(SESSION_KEYS.id) ?? '';
  const startedAt = Number(s?.getItem(SESSION_KEYS.start));
  if (!/^[a-f0-9]{24}$/.test(id) || !startedAt) return null;
  return {
    id,
    startedAt,
    pageStartedAt: Number(s?.getItem(SESSION_KEYS.pageStart)) || currentPage?.pageStartedAt || startedAt,
    pageViews: Number(s?.getItem(SESSION_KEYS.pageViews)) || currentPage?.pageViews || 0,
  };
}

/**
 * The analytics session (kept for the browser tab's life), created when the first event is
 * sent: a visitor who triggers no event leaves nothing behind, and after logout cleared the keys
 * a new session starts only with the next event.
 */
export function analyticsSession(now = Date.now()): AnalyticsSession {
  const s = store();
  const existing = storedSession(s);
  if (existing) return existing;
  const created: AnalyticsSession = {
    id: randomId(),
    startedAt: currentPage?.pageStartedAt ?? now,
    pageStartedAt: currentPage?.pageStartedAt ?? now,
    pageViews: currentPage?.pageViews ?? 1,
  };
  s?.setItem(SESSION_KEYS.id, created.id);
  s?.setItem(SESSION_KEYS.start, String(created.startedAt));
  s?.setItem(SESSION_KEYS.pageStart, String(created.pageStartedAt));
  s?.setItem(SESSION_KEYS.pageViews, String(created.pageViews));
  return created;
}

/** Starts a page view: its start time and the view count. Call once per page load. */
export function startPageView(now = Date.now()): { pageStartedAt: number; pageViews: number } {
  const s = store();
  const existing = storedSession(s);
  currentPage = { pageStartedAt: now, pageViews: (existing?.pageViews ?? 0) + 1 };
  if (existing) {
    s?.setItem(SESSION_KEYS.pageStart, String(now));
    s?.setItem(SESSION_KEYS.pageViews, String(currentPage.pageViews));
  }
  return currentPage;
}

/**
 * The current page view, started on first use: by the site's behaviour, or by an event a page
 * sends before that behaviour has started (both run after the page has loaded), so the view is
 * counted once whichever comes first.
 */
export function pageView(): { pageStartedAt: number; pageViews: number } {
  return currentPage ?? startPageView();
}

/** The request an event becomes: where it goes and its JSON body. */
export function eventRequest(
  name: AnalyticsEvent,
  props: AnalyticsProps | undefined,
  href: string,
  config = browserSiteConfig(),
): { url: string; body: string } {
  const page = new URL(href);
  const url = page.origin + sanitizePath(page.pathname);
  const clean = sanitizeProps(props);
  if (config.analyticsEndpoint) {
    return { url: config.analyticsEndpoint, body: JSON.stringify({ name, url, domain: config.analyticsDomain || page.host, props: clean }) };
  }
  return { url: OWN_ENDPOINT, body: JSON.stringify({ name, url, domain: page.host, props: clean, session_id: analyticsSession().id }) };
}

/**
 * Sends one of the known analytics events; never throws and never blocks the page. Unknown names are dropped
 * with a console warning (the list is closed).
 */
export function track(name: AnalyticsEvent, props?: AnalyticsProps): void {
  try {
    if (!isAnalyticsEvent(name)) {
      console.warn(`Unknown analytics event '${String(name)}'`);
      return;
    }
    pageView();
    const { url, body } = eventRequest(name, props, location.href);
    // text/plain keeps the beacon a simple request, which Plausible accepts cross-origin.
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => {});
  } catch {
    // Analytics must never break a page.
  }
}

/**
 * Fires 'exit-intent' once per page view when the mouse leaves through the top of the page.
 * Returns a function that stops watching.
 */
export function watchExitIntent(doc: Document = document): () => void {
  let fired = false;
  const onOut = (event: MouseEvent) => {
    if (fired || event.relatedTarget || event.clientY > 0) return;
    fired = true;
    doc.removeEventListener('mouseout', onOut);
    const session = analyticsSession();
    track('exit-intent', { secondsOnPage: Math.round((Date.now() - session.pageStartedAt) / 1000), pageViews: session.pageViews });
  };
  doc.addEventListener('mouseout', onOut);
  return () => doc.removeEventListener('mouseout', onOut);
}
