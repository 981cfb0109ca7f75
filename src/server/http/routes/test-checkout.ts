/**
 * The built-in test checkout (no Stripe configured): POST /v1/purchases/test-checkout/{id}/complete
 * and /cancel → {redirect_url}. Answers 404 when Stripe is configured.
 */
import { finishTestCheckout } from '../../commerce/checkout.ts';
import { requireUser } from '../auth.ts';
import { send } from '../wire.ts';
import type { Mount } from './index.ts';

export const mountTestCheckout: Mount = (app, runtime) => {
  for (const outcome of ['complete', 'cancel'] as const) {
    app.post(`/v1/purchases/test-checkout/:id/${outcome}`, requireUser, async (c) =>
      send(c, await finishTestCheckout(runtime, c.get('user').id, c.req.param('id'), outcome)),
    );
  }
};
