/**
 * The built-in test checkout (no Stripe configured): POST /v1/purchases/test-checkout/{id}/complete
 * and /cancel {locale?} → {redirect_url} (the success or error page in that language,
 * else the calling page's). Answers 404 when Stripe is configured.
 */
import { z } from 'zod';
import { finishTestCheckout } from '../../commerce/checkout.ts';
import { requireUser } from '../auth.ts';
import { requestLocale, ZRequestLocale } from '../request-locale.ts';
import { readJson, send } from '../wire.ts';
import type { Mount } from '../context.ts';

const ZFinish = z.object({ locale: ZRequestLocale });

export const mountTestCheckout: Mount = (app, runtime) => {
  for (const outcome of ['complete', 'cancel'] as const) {
    app.post(`/v1/purchases/test-checkout/:id/${outcome}`, requireUser, async (c) => {
      const { locale } = await readJson(c, ZFinish);
      return send(c, await finishTestCheckout(runtime, c.get('user').id, c.req.param('id'), outcome, requestLocale(c, locale)));
    });
  }
};
