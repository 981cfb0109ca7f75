/** The pricing island's calls: plans, checkout session, gift-code redemption. */
import { apiGet, apiPost } from '../../lib/api.ts';
import { cachedQuery } from '../../lib/query.ts';
import type { Plan } from './pricing-rules.ts';

/** Plans with their descriptions in the UI language `locale`, cached 1 hour and retried twice. */
export const fetchPlans = (locale = 'en') => cachedQuery(`plans:${locale}`, () => apiGet<Plan[]>(`/v1/plans?locale=${encodeURIComponent(locale)}`), 'plans');
/** `locale`: the UI language the checkout page (Stripe's or the test one) and the pages after it speak. */
export const createCheckoutSession = (priceId: string, locale = 'en') =>
  apiPost<{ checkoutUrl?: string }>('/v1/purchases/create-checkout-session', { priceId, locale });
export const redeemGiftCode = (giftCode: string) => apiPost<{ message?: string }>('/v1/purchases/redeem-gift-code', { giftCode });

/** The checkout and gift-code error messages, in English (shown translated). */
export const MESSAGES = {
  noCheckoutUrl: 'No checkout URL received from the server',
  checkoutFailed: 'Failed to initiate checkout. Please try again.',
  giftFailed: 'Failed to redeem gift code. Please try again.',
  giftRedeemed: 'Gift code redeemed successfully!',
} as const;

/** sessionStorage key carrying the success page's message (the message from navigation state). */
export const PURCHASE_MESSAGE_KEY = 'bh-purchase-message';
/** Fired on window after a purchase or redemption: history and usage should be fetched again. */
export const PURCHASES_CHANGED_EVENT = 'bh:purchases-changed';
