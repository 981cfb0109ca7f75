/**
 * Billing self-service: POST /v1/billing/portal → {url}; the built-in test portal's
 * GET /v1/billing/test-portal → {subscriptions} and POST /v1/billing/test-portal/subscriptions/{id}/cancel.
 */
import { siteOrigin } from '../origin.ts';
import { openBillingPortal } from '../../commerce/open-billing-portal.ts';
import { cancelTestSubscription, listTestPortalSubscriptions } from '../../commerce/test-portal.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { requestLocale, ZRequestLocale } from '../request-locale.ts';
import { readJson, send } from '../wire.ts';
import { z } from 'zod';
import type { Mount } from '../context.ts';

const ZPortal = z.object({ locale: ZRequestLocale });

export const mountBilling: Mount = (app, runtime) => {
  // The portal (Stripe's or the test one) and the way back speak the calling page's language.
  app.post('/v1/billing/portal', requireUser, accountRateLimit('billing-portal'), async (c) => {
    const { locale } = await readJson(c, ZPortal);
    return send(c, await openBillingPortal(runtime, c.get('user').id, siteOrigin(runtime.config, c.req.url), requestLocale(c, locale)));
  });
  app.get('/v1/billing/test-portal', requireUser, async (c) => send(c, await listTestPortalSubscriptions(runtime, c.get('user').id)));
  app.post('/v1/billing/test-portal/subscriptions/:id/cancel', requireUser, async (c) =>
    send(c, await cancelTestSubscription(runtime, c.get('user').id, c.req.param('id'))),
  );
};
