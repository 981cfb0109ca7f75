/**
 * Public site settings passed to the browser (never secrets), read at run time (one
 * build serves every environment). Server-rendered pages read them from the environment per
 * request; prerendered pages are built with BUILD_PLACEHOLDERS in their place, which the server
 * replaces with the running configuration when it serves them (src/server/http/static-pages.ts).
 */
export interface PublicSiteConfig {
  /** The custom-login flag: e-mail/password sign-in and /signup (otherwise Google only). */
  customLogin: boolean;
  /** Identity provider URL for supabase-js; empty = this site's own origin (built-in identity). */
  supabaseUrl: string;
  /** Anonymous-role public key. */
  supabaseAnonKey: string;
  /** Google sign-in configured. */
  googleEnabled: boolean;
  /** Address in the contact page's failure message (config CONTACT_EMAIL). */
  contactEmail: string;
  /** Plausible-compatible event endpoint (ANALYTICS_ENDPOINT); empty = our own POST /v1/analytics/events. */
  analyticsEndpoint: string;
  /** Site domain reported to that endpoint (ANALYTICS_DOMAIN; default: the PUBLIC_URL host). */
  analyticsDomain: string;
  /** Stories are narrated in a clone of the parent's own voice (see voiceCloning), not a matched synthetic voice. */
  voiceCloning: boolean;
}

/**
 * What the build writes into prerendered pages where run-time configuration goes.
 * The server swaps each for the running value (src/server/http/static-pages.ts), so none of them
 * ever reaches a browser. `.invalid` is a reserved name: a leak could never resolve.
 */
export const BUILD_PLACEHOLDERS = {
  /** PUBLIC_URL's origin (canonical links, social cards, structured data). Also astro.config.mjs `site`. */
  origin: 'https://public-url.bedtime-hero.invalid',
  /** CONTACT_EMAIL. */
  contactEmail: 'contact-email@bedtime-hero.invalid',
  /** The legal pages' list of active processors (depends on the vendor variables). */
  processors: '<!--runtime:processors-->',
  /** Around markup shown only with the custom (e-mail/password) login; an optional else part follows the middle marker. */
  customLoginStart: '<!--runtime-if:custom-login-->',
  customLoginElse: '<!--runtime-else:custom-login-->',
  customLoginEnd: '<!--/runtime-if:custom-login-->',
  /** Around wording true only when the narrator clones the parent's voice (voiceCloning); an optional else part follows the middle marker. */
  voiceCloningStart: '<!--runtime-if:voice-cloning-->',
  voiceCloningElse: '<!--runtime-else:voice-cloning-->',
  voiceCloningEnd: '<!--/runtime-if:voice-cloning-->',
} as const;

/**
 * Whether stories are narrated in a clone of the parent's own voice (ElevenLabs configured and
 * not overridden by NARRATOR_PROVIDER, as src/server/config.ts and the processors list decide),
 * rather than by the built-in narrator, a synthetic voice matched to the sample's pitch and
 * pace. What the site promises about "your voice" follows this.
 */
export function voiceCloning(from: Record<string, string | undefined> | null = null): boolean {
  const get = from ? (name: string) => from[name] || undefined : env;
  return Boolean(get('ELEVENLABS_API_KEY')) && (get('NARRATOR_PROVIDER') ?? 'elevenlabs') === 'elevenlabs';
}

/**
 * The processors placeholder of a legal page in `locale`: English keeps
 * BUILD_PLACEHOLDERS.processors, other locales add their code (`<!--runtime:processors:de-->`), so
 * the server writes the list in the page's language.
 */
export const processorsPlaceholder = (locale: string): string =>
  locale === 'en' ? BUILD_PLACEHOLDERS.processors : BUILD_PLACEHOLDERS.processors.replace('-->', `:${locale}-->`);

const env = (name: string): string | undefined => (typeof process !== 'undefined' ? process.env[name] : undefined) || undefined;

const hostOf = (url: string | undefined): string => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

/** The public settings of an environment (default: this process's). */
export function publicSiteConfig(from: Record<string, string | undefined> | null = null): PublicSiteConfig {
  const get = from ? (name: string) => from[name] || undefined : env;
  const supabaseUrl = get('SUPABASE_URL') ?? '';
  const flag = get('CUSTOM_LOGIN');
  return {
    customLogin: flag ? ['true', '1', 'yes'].includes(flag) : !supabaseUrl,
    supabaseUrl,
    supabaseAnonKey: get('SUPABASE_ANON_KEY') ?? 'bedtime-hero-anon',
    googleEnabled: Boolean(get('GOOGLE_CLIENT_ID')) || Boolean(supabaseUrl),
    contactEmail: get('CONTACT_EMAIL') ?? 'hello@bedtimehero.app',
    analyticsEndpoint: get('ANALYTICS_ENDPOINT') ?? '',
    analyticsDomain: get('ANALYTICS_DOMAIN') ?? hostOf(get('PUBLIC_URL')),
    voiceCloning: voiceCloning(from),
  };
}

/**
 * The settings a page renders with: the environment's when the page is rendered per request,
 * placeholders when it is prerendered at build time (the server fills those in when serving).
 * Custom login counts as on in a prerendered page: markup that depends on it is wrapped in the
 * custom-login markers (components/IfCustomLogin.astro) and dropped by the server when it is off.
 */
export function pageSiteConfig(prerendered: boolean): PublicSiteConfig {
  if (!prerendered) return publicSiteConfig();
  return {
    customLogin: true,
    supabaseUrl: '',
    supabaseAnonKey: '',
    googleEnabled: false,
    contactEmail: BUILD_PLACEHOLDERS.contactEmail,
    analyticsEndpoint: '',
    analyticsDomain: '',
    voiceCloning: false,
  };
}

/**
 * The site's public origin for absolute links in a page: the build placeholder in a prerendered
 * page, else the running server's PUBLIC_URL (its runtime in locals), else the request's origin.
 */
export function pageSite(astro: { isPrerendered: boolean; locals: unknown; url: URL }): URL {
  if (astro.isPrerendered) return new URL(BUILD_PLACEHOLDERS.origin);
  const runtime = (astro.locals as { runtime?: { config: { publicUrl: string } } } | undefined)?.runtime;
  return new URL(runtime?.config.publicUrl ?? astro.url.origin);
}

/** In the browser: the config the layout embedded in <script id="site-config">. */
export function browserSiteConfig(): PublicSiteConfig {
  const el = typeof document !== 'undefined' ? document.getElementById('site-config') : null;
  return el ? (JSON.parse(el.textContent ?? '{}') as PublicSiteConfig) : publicSiteConfig();
}
