/**
 * The Stripe API client: the official `stripe` SDK, pointed at
 * STRIPE_API_URL when set (tests run a local fake that speaks the same HTTP API). The SDK is
 * loaded on first use, only where Stripe is configured: an install on the built-in test checkout
 * never holds its ~200 modules (~14 MB of a quiet server's memory).
 */
import type Stripe from 'stripe';
import type { Config } from '../../../config.ts';

export type StripeClient = InstanceType<typeof Stripe>;

/** The SDK's host/port/protocol options for an API base URL like http://127.0.0.1:12111. */
export function stripeHostOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

let cached: { key: string; client: StripeClient } | null = null;

/** The configured client, or null when Stripe is not configured (built-in test checkout). */
export async function stripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Promise<StripeClient | null> {
  if (!config.STRIPE_SECRET_KEY) return null;
  const key = `${config.STRIPE_SECRET_KEY}|${config.STRIPE_API_URL ?? ''}`;
  if (cached?.key === key) return cached.client;
  const { default: Stripe } = await import('stripe');
  if (cached?.key === key) return cached.client;
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    ...stripeHostOptions(config.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'bedtime-hero' },
  });
  cached = { key, client };
  return client;
}
