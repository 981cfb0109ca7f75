/**
 * Stripe payments provider: Checkout Sessions, Customer Portal sessions
 * (POST /v1/billing_portal/sessions) and, on account deletion, DELETE /v1/subscriptions/{id}
 * then DELETE /v1/customers/{id}. Uses the official SDK (stripe-api.ts).
 */
import type { PaymentsProvider } from '../types.ts';
import { createStripeCheckoutSession } from './checkout-session.ts';
import { stripeLocale } from './locale.ts';
import type { StripeClient } from './stripe-api.ts';

/** Stripe's "No such …" answer: the object is already gone. */
const isMissing = (error: unknown) => {
  const e = error as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
};

/** The provider over a client made on first use (`client`, see stripe-api.ts). */
export function createStripePayments(client: () => Promise<StripeClient>): PaymentsProvider {
  return {
    name: 'stripe',
    grantsWithoutPayment: false,
    async createCheckout(input) {
      const session = await createStripeCheckoutSession(await client(), input);
      return { externalId: session.id, url: session.url };
    },
    async createPortalSession({ customerId, returnUrl, locale }) {
      if (!customerId) return null;
      const stripe = await client();
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: stripeLocale(locale) });
      return { url: session.url };
    },
    async deleteCustomer({ customerId, subscriptionIds }) {
      const stripe = await client();
      for (const id of subscriptionIds) {
        await stripe.subscriptions.cancel(id).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
      if (customerId) {
        await stripe.customers.del(customerId).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    },
  };
}
