/**
 * Payments contract: checkout, the customer's self-service portal and
 * the end of a customer (account deletion) behind one interface, so routes and use-cases never
 * ask whether Stripe is configured. Implementations: `stripe` (Stripe Checkout, Customer Portal)
 * and `test` (the built-in test checkout and test portal pages; embedded mode only unless
 * ALLOW_TEST_CHECKOUT=true).
 */
import type { LanguageCode } from '../../../shared/catalog.ts';

export type PaymentsVendor = 'stripe' | 'test';

/** What a checkout needs to know of the price bought (the catalogue's PriceRow has these fields). */
export interface CheckoutPrice {
  /** Our price id, sent back in the vendor's metadata. */
  id: string;
  /** A subscription renews every `interval`; a one-time price (a credit bundle) is paid once. */
  kind: 'subscription' | 'one_time';
  interval: 'month' | 'year' | 'one_time';
  /** Minor units (cents) of `currency`. */
  amount: number;
  /** ISO 4217 code, any case. */
  currency: string;
  /** The name parents see ("Pro Monthly"). */
  friendlyName: string;
  /** The plan's description in the parent's language. */
  planDescription: string;
  /** A price configured in the Stripe dashboard, used instead of inline price data. */
  stripePriceId: string | null;
}

export interface CheckoutRequest {
  /** Our checkout_sessions id (idempotency key, metadata back-reference, test page id). */
  checkoutId: string;
  userId: string;
  email: string;
  price: CheckoutPrice;
  successUrl: string;
  cancelUrl: string;
  /** The parent's UI language; the hosted checkout page speaks it where it can. */
  locale: LanguageCode;
}

export interface PaymentsProvider {
  readonly name: PaymentsVendor;
  /**
   * True when a completed checkout grants credits without a real payment (the built-in test
   * checkout): such a provider is refused on a scaled install unless ALLOW_TEST_CHECKOUT=true.
   */
  readonly grantsWithoutPayment: boolean;
  /**
   * Starts a hosted checkout. Returns the provider's session id (null when the provider keeps
   * none: the test checkout uses our own id) and the URL the browser goes to.
   * @throws Error when the provider fails (the use-case turns it into CHECKOUT_FAILED_MESSAGE).
   */
  createCheckout(input: CheckoutRequest): Promise<{ externalId: string | null; url: string | null }>;
  /**
   * A billing portal session where the parent manages or cancels their subscription.
   * `customerId` is the provider's customer (null when the user never paid through it);
   * `locale` the parent's UI language.
   * @returns the URL the browser goes to.
   */
  createPortalSession(input: { userId: string; customerId: string | null; returnUrl: string; locale: LanguageCode }): Promise<{ url: string } | null>;
  /**
   * Account deletion: cancels the given subscriptions now and deletes the customer
   * at the provider. Idempotent: what is already gone counts as done.
   */
  deleteCustomer(input: { customerId: string | null; subscriptionIds: string[] }): Promise<void>;
}
