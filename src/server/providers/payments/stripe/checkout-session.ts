/**
 * Stripe Checkout Session creation: subscription mode for plans,
 * payment mode for bundles, one line item (the dashboard price when configured, else inline
 * price data), the user as client reference, metadata that lets every later webhook find
 * the user and price, an idempotency key so a retried request makes one session, and the
 * parent's UI language as Stripe's `locale` (the description is already translated).
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';
import type { CheckoutPrice } from '../types.ts';
import type { StripeClient } from './stripe-api.ts';
import { stripeLocale } from './locale.ts';

export interface StripeCheckoutInput {
  /** Our checkout_sessions id: the idempotency key and a metadata back-reference. */
  checkoutId: string;
  userId: string;
  email: string;
  price: CheckoutPrice;
  successUrl: string;
  cancelUrl: string;
  /** The parent's UI language; Stripe's page speaks it (stripeLocale). */
  locale?: LanguageCode;
}

/** Creates the session; returns Stripe's id and hosted checkout URL (null if Stripe sent none). */
export async function createStripeCheckoutSession(stripe: StripeClient, input: StripeCheckoutInput): Promise<{ id: string; url: string | null }> {
  const { price } = input;
  const subscription = price.kind === 'subscription';
  const metadata = { user_id: input.userId, price_id: price.id, checkout_id: input.checkoutId };
  const lineItem = price.stripePriceId
    ? { price: price.stripePriceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: price.currency.toLowerCase(),
          unit_amount: price.amount,
          product_data: { name: `Bedtime Hero ${price.friendlyName}`, description: price.planDescription || undefined },
          ...(subscription ? { recurring: { interval: price.interval === 'year' ? ('year' as const) : ('month' as const) } } : {}),
        },
      };
  const session = await stripe.checkout.sessions.create(
    {
      mode: subscription ? 'subscription' : 'payment',
      line_items: [lineItem],
      client_reference_id: input.userId,
      customer_email: input.email,
      metadata,
      // A customer for one-off payments too: the portal, refunds and account deletion find it.
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata }, customer_creation: 'always' as const }),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: stripeLocale(input.locale ?? 'en'),
    },
    { idempotencyKey: `checkout-${input.checkoutId}` },
  );
  return { id: session.id, url: session.url ?? null };
}
