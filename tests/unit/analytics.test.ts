/** Analytics (events and the analytics session): privacy scrubbing, where events go, session keys, exit intent. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS, isAnalyticsEvent, sanitizePath, sanitizeProps, scrubText } from '../../src/shared/analytics-events.ts';
import { OWN_ENDPOINT, SESSION_KEYS, analyticsSession, eventRequest, startPageView, track, watchExitIntent } from '../../src/lib/analytics.ts';
import { ANALYTICS_SESSION_KEYS } from '../../src/lib/auth-client.ts';
import type { PublicSiteConfig } from '../../src/lib/site-config.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

const config = (over: Partial<PublicSiteConfig> = {}): PublicSiteConfig => ({
  customLogin: true,
  supabaseUrl: '',
  supabaseAnonKey: 'anon',
  googleEnabled: false,
  contactEmail: 'hello@example.com',
  analyticsEndpoint: '',
  analyticsDomain: '',
  voiceCloning: false,
  ...over,
});

describe('the analytics event list', () => {
  it('has the 19 events and nothing else', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(19);
    expect(new Set(ANALYTICS_EVENTS).size).toBe(19);
    expect(isAnalyticsEvent('exit-intent')).toBe(true);
    expect(isAnalyticsEvent('page-view')).toBe(false);
    expect(isAnalyticsEvent(undefined)).toBe(false);
  });
});

describe('nothing personal leaves the page', () => {
  it('masks e-mails, phone and card numbers, ids and tokens in text', () => {
    expect(scrubText('No account for mum.jones+kids@mail.example.nl.')).toBe('No account for [email].');
    expect(scrubText('Call +31 (6) 1234-5678 or card 4242 4242 4242 4242')).toBe('Call [number] or card [number]');
    expect(scrubText('story 3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f failed')).toBe('story :id failed');
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJl')).toBe('token [redacted]');
    // Ordinary words and short numbers stay readable.
    expect(scrubText('Plan Pro, 20 stories, yearly')).toBe('Plan Pro, 20 stories, yearly');
  });

  it('scrubs hostile values in linear time: a 1 MB value without "@" or with long runs', () => {
    // Each of these took quadratic time in the old patterns (a 40 KB value held the event loop 3.8 s).
    const bombs = ['a'.repeat(1_000_000), '1 '.repeat(500_000), 'a.'.repeat(500_000), `${'x'.repeat(30)}.`.repeat(30_000)];
    for (const bomb of bombs) {
      const started = performance.now();
      const out = scrubText(bomb);
      expect(out.length).toBeLessThanOrEqual(200);
      expect(performance.now() - started).toBeLessThan(250);
    }
    const props = sanitizeProps({ error: 'ab '.repeat(400_000) });
    expect((props.error as string).length).toBe(200);
  });

  it('still masks an e-mail that the 200-character cut would split', () => {
    const out = scrubText(`${'word '.repeat(38)}mum@example.com and more`);
    expect(out).not.toMatch(/mum|example/);
  });

  it('drops personal keys, nested values and junk, keeping at most 10 short props', () => {
    const props = sanitizeProps({
      email: 'a@b.co',
      userEmail: 'a@b.co',
      name: 'Mila',
      childName: 'Mila',
      giftCode: 'XMAS',
      access_token: 't',
      password: 'p',
      nested: { a: 1 },
      list: [1],
      nan: Number.NaN,
      'bad key': 1,
      planName: 'Pro',
      interval: 'year',
      priceId: 'price_1MoBy5LkdIwHu7ixZhnattbh',
      ok: true,
      n: 3,
    });
    expect(props).toEqual({ planName: 'Pro', interval: 'year', priceId: 'price_1MoBy5LkdIwHu7ixZhnattbh', ok: true, n: 3 });
    const many = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(sanitizeProps(many))).toHaveLength(10);
    expect(sanitizeProps(null)).toEqual({});
    expect(sanitizeProps(['a'])).toEqual({});
  });

  it('files events under the path alone, with ids replaced', () => {
    expect(sanitizePath('https://site.example/login?redirectTo=%2Fpricing&code=abc#token=x')).toBe('/login');
    expect(sanitizePath('/stories/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')).toBe('/stories/:id');
    expect(sanitizePath('/public-stories/42')).toBe('/public-stories/:id');
    expect(sanitizePath('/purchase/success')).toBe('/purchase/success');
    expect(sanitizePath('/')).toBe('/');
  });
});

describe('where an event goes', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('without a Plausible endpoint: our own store, with the analytics session id', () => {
    const req = eventRequest('login-failed', { error: 'Bad password for x@y.com' }, 'https://app.example/login?redirectTo=/x', config());
    expect(req.url).toBe(OWN_ENDPOINT);
    const body = JSON.parse(req.body);
    expect(body).toEqual({
      name: 'login-failed',
      url: 'https://app.example/login',
      domain: 'app.example',
      props: { error: 'Bad password for [email]' },
      session_id: analyticsSession().id,
    });
  });

  it('with a Plausible-compatible endpoint: its payload, its domain, no session id', () => {
    const req = eventRequest(
      'plan-selected',
      { interval: 'year' },
      'https://app.example/pricing',
      config({ analyticsEndpoint: 'https://plausible.example/api/event', analyticsDomain: 'bedtimehero.app' }),
    );
    expect(req.url).toBe('https://plausible.example/api/event');
    expect(JSON.parse(req.body)).toEqual({ name: 'plan-selected', url: 'https://app.example/pricing', domain: 'bedtimehero.app', props: { interval: 'year' } });
  });

  it('track sends a beacon, falls back to fetch keepalive, and drops unknown names', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { href: 'https://app.example/' });
    vi.stubGlobal('document', { getElementById: () => null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    track('homepage-viewed');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0]![1]).name).toBe('homepage-viewed');

    beacon.mockReturnValue(false); // queue full
    track('hero-cta-clicked', { target: '/signup' });
    expect(fetchMock).toHaveBeenCalledWith(OWN_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));

    track('made-up-event' as never);
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('analytics session', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('uses the same sessionStorage keys logout clears', () => {
    expect(Object.values(SESSION_KEYS).sort()).toEqual([...ANALYTICS_SESSION_KEYS].sort());
  });

  it('starts with the first event, keeps one id and start per tab, and counts page views', () => {
    expect(startPageView(1_000)).toEqual({ pageStartedAt: 1_000, pageViews: 1 });
    // No event yet: nothing is stored (a page without events leaves no trace).
    expect(sessionStorage.getItem('analyticsSessionId')).toBeNull();
    const session = analyticsSession(2_000);
    expect(session).toMatchObject({ startedAt: 1_000, pageStartedAt: 1_000, pageViews: 1 });
    expect(session.id).toMatch(/^[a-f0-9]{24}$/);
    expect(startPageView(5_000)).toEqual({ pageStartedAt: 5_000, pageViews: 2 });
    expect(analyticsSession(6_000)).toEqual({ id: session.id, startedAt: 1_000, pageStartedAt: 5_000, pageViews: 2 });
    expect(sessionStorage.getItem('analyticsPageViews')).toBe('2');
    expect(sessionStorage.getItem('analyticsPageStart')).toBe('5000');
  });

  it('starts a new session when the stored one is corrupt', () => {
    sessionStorage.setItem('analyticsSessionId', '<script>');
    sessionStorage.setItem('analyticsSessionStart', '5');
    const s = analyticsSession(9_000);
    expect(s.id).toMatch(/^[a-f0-9]{24}$/);
    expect(s.startedAt).not.toBe(5);
    expect(sessionStorage.getItem('analyticsSessionId')).toBe(s.id);
  });
});

describe('exit intent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fires once, only when the mouse leaves through the top of the page', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    const beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('location', { href: 'https://app.example/pricing' });
    const listeners = new Set<(e: MouseEvent) => void>();
    const doc = {
      getElementById: () => null,
      addEventListener: (_: string, fn: (e: MouseEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (e: MouseEvent) => void) => listeners.delete(fn),
    };
    vi.stubGlobal('document', doc);
    const out = (clientY: number, relatedTarget: unknown = null) => [...listeners].forEach((fn) => fn({ clientY, relatedTarget } as unknown as MouseEvent));
    startPageView();
    watchExitIntent(doc as unknown as Document);

    out(400); // leaves through the side or bottom
    out(-3, {}); // moves onto another element above
    expect(beacon).not.toHaveBeenCalled();
    out(-3);
    out(0);
    expect(beacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(beacon.mock.calls[0]![1]);
    expect(body.name).toBe('exit-intent');
    expect(body.props).toMatchObject({ pageViews: 1 });
    expect(listeners.size).toBe(0);
  });
});
