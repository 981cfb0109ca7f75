/**
 * Payments provider factory: `stripe` when STRIPE_SECRET_KEY is set,
 * otherwise the built-in `test` provider. The switch ends in a `never` check so a new vendor
 * cannot be forgotten.
 */
import type { Config } from '../../config.ts';
import { stripeClient } from './stripe/stripe-api.ts';
import { createStripePayments } from './stripe/stripe-payments.ts';
import { createTestPayments } from './test/test-payments.ts';
import type { PaymentsProvider, PaymentsVendor } from './types.ts';

export type { PaymentsProvider, PaymentsVendor } from './types.ts';

/** Which payments vendor this configuration uses. */
export const paymentsVendor = (config: Pick<Config, 'STRIPE_SECRET_KEY'>): PaymentsVendor => (config.STRIPE_SECRET_KEY ? 'stripe' : 'test');

export function createPayments(config: Config): PaymentsProvider {
  const vendor = paymentsVendor(config);
  switch (vendor) {
    case 'stripe':
      return createStripePayments(async () => (await stripeClient(config))!);
    case 'test':
      return createTestPayments();
    default: {
      const unhandled: never = vendor;
      throw new Error(`Unknown payments provider '${String(unhandled)}' (valid: stripe, test)`);
    }
  }
}
