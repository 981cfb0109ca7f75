/**
 * The built-in test payments provider (DESIGN §2 'Embedded'): checkout and portal are pages of
 * this app (/checkout/test/{id}, /billing/test-portal) that complete, cancel or end a test
 * subscription through the same fulfilment code as a real payment. No vendor holds any copy of
 * the customer, so deleting one is a no-op.
 */
import type { PaymentsProvider } from '../types.ts';

export function createTestPayments(options: { publicUrl: string }): PaymentsProvider {
  return {
    name: 'test',
    async createCheckout(input) {
      return { externalId: null, url: new URL(`/checkout/test/${input.checkoutId}`, options.publicUrl).toString() };
    },
    async createPortalSession() {
      return { url: new URL('/billing/test-portal', options.publicUrl).toString() };
    },
    async deleteCustomer() {},
  };
}
