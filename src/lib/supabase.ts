/**
 * The identity provider's browser client (supabase-js). Loaded only where sign-in, refresh or
 * sign-out happen. Without a hosted project it talks to this site's built-in identity service.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { browserSiteConfig } from './site-config.ts';
import { pageLanguageHeaders } from './page-language.ts';

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  if (client) return client;
  const config = browserSiteConfig();
  const url = config.supabaseUrl || window.location.origin;
  client = createClient(url, config.supabaseAnonKey, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    // The page's language: identity errors come back in it, and sign-up remembers it for e-mails.
    global: { headers: pageLanguageHeaders() },
  });
  return client;
}
