/**
 * POST /v1/auth/login: empty body, bearer of the identity provider's access
 * token; answers our user, created on first login.
 */
import { requireUser } from '../auth.ts';
import { send } from '../wire.ts';
import { touchLogin } from '../../users/queries.ts';
import type { Mount } from '../context.ts';

export const mountLogin: Mount = (app, runtime) => {
  app.post('/v1/auth/login', requireUser, async (c) => {
    const user = c.get('user');
    await touchLogin(runtime.db, user.id);
    return send(c, { id: user.id, email: user.email, createdAt: (user as { createdAt?: Date }).createdAt });
  });
};
