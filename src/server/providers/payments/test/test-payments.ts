/**
 * The built-in test payments provider: checkout and portal are pages of
 * this app (/checkout/test/{id}, /billing/test-portal) that complete, cancel or end a test
 * subscription through the same fulfilment code as a real payment. No vendor holds any copy of
 * the customer, so deleting one is a no-op.
 */
import { localizePath } from '../../../../i18n/locales.ts';
import type { PaymentsProvider } from '../types.ts';

/** URLs are same-site paths, so the parent stays on whatever host the browser used. */
export function createTestPayments(): PaymentsProvider {
  return {
    name: 'test',
    grantsWithoutPayment: true,
    // Like Stripe's `locale`, the pages speak the parent's UI language (their /{lang}/ copies).
    async createCheckout(input) {
      return { externalId: null, url: localizePath(`/checkout/test/${input.checkoutId}`, input.locale) };
    },
    async createPortalSession({ locale }) {
      return { url: localizePath('/billing/test-portal', locale) };
    },
    async deleteCustomer() {},
  };
}
