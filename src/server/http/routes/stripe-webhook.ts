/** POST /v1/webhooks/stripe: signed Stripe deliveries, verified on the raw body (see commerce/stripe-webhook.ts). */
import { handleStripeWebhook } from '../../commerce/stripe-webhook.ts';
import type { Mount } from '../context.ts';

export const mountStripeWebhook: Mount = (app, runtime) => {
  app.post('/v1/webhooks/stripe', async (c) => {
    // The raw text, before any JSON parsing: the signature covers these exact bytes.
    const raw = await c.req.text();
    return c.json(await handleStripeWebhook(runtime, raw, c.req.header('stripe-signature')));
  });
};
