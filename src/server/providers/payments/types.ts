/**
 * Payments contract: checkout, the customer's self-service portal and
 * the end of a customer (account deletion) behind one interface, so routes and use-cases never
 * ask whether Stripe is configured. Implementations: `stripe` (Stripe Checkout, Customer Portal)
 * and `test` (the built-in test checkout and test portal pages; embedded mode only unless
 * ALLOW_TEST_CHECKOUT=true).
 */
import type { PriceRow } from '../../commerce/catalogue.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';

export type PaymentsVendor = 'stripe' | 'test';

export interface CheckoutRequest {
  /** Our checkout_sessions id (idempotency key, metadata back-reference, test page id). */
  checkoutId: string;
  userId: string;
  email: string;
  price: PriceRow;
  successUrl: string;
  cancelUrl: string;
  /** The parent's UI language; the hosted checkout page speaks it where it can. */
  locale: LanguageCode;
}

export interface PaymentsProvider {
  readonly name: PaymentsVendor;
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
