/**
 * Purchases: POST /v1/purchases/create-checkout-session {price_id, locale?} → {checkout_url}
 * (`locale`, else the calling page's language, is the checkout page's language),
 * POST /v1/purchases/redeem-gift-code {gift_code} → {message}, GET /v1/me/purchases.
 */
import { z } from 'zod';
import { createCheckoutSession } from '../../commerce/checkout.ts';
import { redeemGiftCode } from '../../commerce/gift-codes.ts';
import { listPurchases } from '../../commerce/purchases.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { siteOrigin } from '../origin.ts';
import { requestLocale, ZRequestLocale } from '../request-locale.ts';
import { readJson, readQuery, send } from '../wire.ts';
import { MAX_DB_INT } from '../../validation.ts';
import type { Mount } from '../context.ts';

const ZCheckout = z.object({ priceId: z.string({ message: 'Please choose a plan.' }).min(1, 'Please choose a plan.').max(100), locale: ZRequestLocale });
const ZRedeem = z.object({ giftCode: z.string({ message: 'Please enter a gift code.' }).trim().min(1, 'Please enter a gift code.').max(64) });
const ZPage = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
});

export const mountPurchases: Mount = (app, runtime) => {
  app.post('/v1/purchases/create-checkout-session', requireUser, accountRateLimit('checkout'), async (c) => {
    const { priceId, locale } = await readJson(c, ZCheckout);
    return send(c, await createCheckoutSession(runtime, c.get('user'), priceId, siteOrigin(runtime.config, c.req.url), requestLocale(c, locale)));
  });
  app.post('/v1/purchases/redeem-gift-code', requireUser, accountRateLimit('gift-code'), async (c) => {
    const { giftCode } = await readJson(c, ZRedeem);
    const { message } = await redeemGiftCode(runtime.db, c.get('user').id, giftCode);
    return send(c, { message });
  });
  app.get('/v1/me/purchases', requireUser, async (c) => send(c, await listPurchases(runtime.db, c.get('user').id, readQuery(c, ZPage))));
};
