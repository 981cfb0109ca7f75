/**
 * The analytics events and the rules that keep every event free of personal data.
 * Shared by the browser sender (src/lib/analytics.ts) and the server store
 * (src/server/analytics), so both sides drop the same things.
 */

/** Analytics events, the only names accepted anywhere. */
export const ANALYTICS_EVENTS = [
  'homepage-viewed',
  'hero-cta-clicked',
  'pricing-cta-clicked',
  'signup-started',
  'signup-completed',
  'signup-failed',
  'login-started',
  'login-completed',
  'login-failed',
  'pricing-page-viewed',
  'plan-type-switched',
  'plan-selected',
  'checkout-initiated',
  'checkout-completed',
  'checkout-failed',
  'checkout-abandoned',
  'exit-intent',
  'unauthenticated-pricing-view',
  'login-redirect-from-pricing',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Property value types an event may carry. */
export type AnalyticsProps = Record<string, string | number | boolean>;

export const isAnalyticsEvent = (name: unknown): name is AnalyticsEvent => typeof name === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(name);

const MAX_PROPS = 10;
const MAX_KEY = 40;
const MAX_VALUE = 200;
/** Keys whose values identify a person or hold a secret, whatever the value looks like. */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'user',
  'userid',
  'phone',
  'address',
  'ip',
  'ipaddress',
  'childname',
  'heroname',
  'code',
  'giftcode',
  'card',
  'cardnumber',
]);
const PERSONAL_KEY_PART = /mail|password|token|secret|phone/;
const isPersonalKey = (key: string) => {
  const k = key.toLowerCase().replace(/[_-]/g, '');
  return PERSONAL_KEYS.has(k) || PERSONAL_KEY_PART.test(k);
};
/**
 * Every pattern below starts a match only at the start of a run (the lookbehind fails at once
 * inside a run) and bounds its repeats, so scanning is linear in the input, which scrubText
 * bounds before any pattern runs (a 40 KB value once held the event loop for seconds).
 */
const EMAIL = /(?<![^\s@,;:<>()])[^\s@,;:<>()]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24}/g;
const LONG_NUMBER = /(?<![\d+])\+?\d[\d\s().-]{7,64}\d/g;
const JWT_OR_KEY = /(?<![A-Za-z0-9_.-])(?:[A-Za-z0-9_-]{40,}(?:\.[A-Za-z0-9_-]{8,}){0,2}|[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[A-Za-z0-9_-]{21,})$/i;
/** Characters of a value looked at: the kept 200 plus room for an address or token crossing the cut. */
const SCAN_WINDOW = MAX_VALUE + 400;

/**
 * Masks e-mail addresses, long numbers (phones, cards) and token-like strings inside free text;
 * returns at most 200 characters. The value is cut before any pattern runs.
 */
export function scrubText(value: string): string {
  const head = value.slice(0, SCAN_WINDOW);
  return head.replace(EMAIL, '[email]').replace(UUID, ':id').replace(JWT_OR_KEY, '[redacted]').replace(LONG_NUMBER, '[number]').slice(0, MAX_VALUE);
}

/**
 * Keeps at most 10 short, non-personal props: drops personal keys, nested values and
 * non-finite numbers, and scrubs string values with scrubText.
 */
export function sanitizeProps(props: unknown): AnalyticsProps {
  const out: AnalyticsProps = {};
  if (!props || typeof props !== 'object' || Array.isArray(props)) return out;
  for (const [key, value] of Object.entries(props as Record<string, unknown>)) {
    if (Object.keys(out).length >= MAX_PROPS) break;
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(key) || key.length > MAX_KEY || isPersonalKey(key)) continue;
    if (typeof value === 'string') out[key] = scrubText(value);
    else if (typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

/**
 * The page path an event is filed under: no origin, query or fragment (they carry redirect
 * targets, codes and tokens), and ids replaced by ':id' so one parent's story is not singled out.
 */
export function sanitizePath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
  return (
    pathname
      .split('/')
      .map((part) => (ID_SEGMENT.test(part) ? ':id' : part))
      .join('/')
      .slice(0, 200) || '/'
  );
}
