/** GET /v1/plans (SPEC §7): the active plans with prices and entitlements; public. */
import { listPlans } from '../../commerce/catalogue.ts';
import { send } from '../wire.ts';
import type { Mount } from './index.ts';

export const mountPlans: Mount = (app, runtime) => {
  app.get('/v1/plans', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return send(c, await listPlans(runtime.db));
  });
};
