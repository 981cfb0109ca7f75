/**
 * Public, build-time site settings passed to the browser (never secrets). Pages are built with
 * the same environment the server runs with.
 */
export interface PublicSiteConfig {
  /** SPEC §2 custom-login flag (e-mail/password and /signup). */
  customLogin: boolean;
  /** Identity provider URL for supabase-js; empty = this site's own origin (built-in identity). */
  supabaseUrl: string;
  /** Anonymous-role public key (SPEC §6). */
  supabaseAnonKey: string;
  /** Google sign-in configured. */
  googleEnabled: boolean;
  /** Address in the contact page's failure message (SPEC §8 Contact; config CONTACT_EMAIL). */
  contactEmail: string;
  /** Plausible-compatible event endpoint (ANALYTICS_ENDPOINT); empty = our own POST /v1/analytics/events. */
  analyticsEndpoint: string;
  /** Site domain reported to that endpoint (ANALYTICS_DOMAIN; default: the PUBLIC_URL host). */
  analyticsDomain: string;
}

const env = (name: string): string | undefined => (typeof process !== 'undefined' ? process.env[name] : undefined) || undefined;

const hostOf = (url: string | undefined): string => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

export function publicSiteConfig(): PublicSiteConfig {
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const flag = env('CUSTOM_LOGIN');
  return {
    customLogin: flag ? ['true', '1', 'yes'].includes(flag) : !supabaseUrl,
    supabaseUrl,
    supabaseAnonKey: env('SUPABASE_ANON_KEY') ?? 'bedtime-hero-anon',
    googleEnabled: Boolean(env('GOOGLE_CLIENT_ID')) || Boolean(supabaseUrl),
    contactEmail: env('CONTACT_EMAIL') ?? 'hello@bedtimehero.app',
    analyticsEndpoint: env('ANALYTICS_ENDPOINT') ?? '',
    analyticsDomain: env('ANALYTICS_DOMAIN') ?? hostOf(env('PUBLIC_URL')),
  };
}

export const customLoginEnabled = () => publicSiteConfig().customLogin;

/** In the browser: the config the layout embedded in <script id="site-config">. */
export function browserSiteConfig(): PublicSiteConfig {
  const el = typeof document !== 'undefined' ? document.getElementById('site-config') : null;
  return el ? (JSON.parse(el.textContent ?? '{}') as PublicSiteConfig) : publicSiteConfig();
}
