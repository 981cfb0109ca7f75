/** The commerce routes (plans and purchases, the Stripe webhook, the built-in test checkout) as one mount. */
import { mountPlans } from './plans.ts';
import { mountPurchases } from './purchases.ts';
import { mountStripeWebhook } from './stripe-webhook.ts';
import { mountTestCheckout } from './test-checkout.ts';
import { mountBilling } from './billing.ts';
import type { Mount } from '../context.ts';

export const mountCommerce: Mount = (app, runtime) => {
  for (const mount of [mountPlans, mountPurchases, mountStripeWebhook, mountTestCheckout, mountBilling]) mount(app, runtime);
};
