/**
 * Stripe payments provider (DESIGN §3 Payments): Checkout Sessions, Customer Portal sessions
 * (POST /v1/billing_portal/sessions) and, on account deletion, DELETE /v1/subscriptions/{id}
 * then DELETE /v1/customers/{id}. Uses the official SDK (commerce/stripe/client.ts).
 */
import { createStripeCheckoutSession } from '../../../commerce/stripe/checkout.ts';
import type { StripeClient } from '../../../commerce/stripe/client.ts';
import { stripeLocale } from '../../../commerce/stripe/locale.ts';
import type { PaymentsProvider } from '../types.ts';

/** Stripe's "No such …" answer: the object is already gone. */
const isMissing = (error: unknown) => {
  const e = error as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
};

export function createStripePayments(stripe: StripeClient): PaymentsProvider {
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await createStripeCheckoutSession(stripe, input);
      return { externalId: session.id, url: session.url };
    },
    async createPortalSession({ customerId, returnUrl, locale }) {
      if (!customerId) return null;
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: stripeLocale(locale) });
      return { url: session.url };
    },
    async deleteCustomer({ customerId, subscriptionIds }) {
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
