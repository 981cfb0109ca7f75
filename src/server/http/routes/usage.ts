/** GET /v1/me/usage: the user's usage entries, one per resource. */
import { getUsage } from '../../usage/get-usage.ts';
import { requireUser } from '../auth.ts';
import { send } from '../wire.ts';
import type { Mount } from '../context.ts';

export const mountUsage: Mount = (app, runtime) => {
  app.get('/v1/me/usage', requireUser, async (c) => send(c, await getUsage(runtime.db, runtime.config, c.get('user').id)));
};
