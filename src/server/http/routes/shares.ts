/**
 * Share links of a story: the owner makes, lists and revokes links; anyone holding a
 * working link reads the story (rate-limited per IP, never stored by a browser or a proxy, never
 * indexed).
 */
import { createShare, readSharedStory, readShares, revokeShare, ZCreateShare } from '../../shares/shares.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit, rateLimit } from '../rate-limit.ts';
import { readJson, send } from '../wire.ts';
import type { Mount } from '../context.ts';

/** Opens of shared stories per client IP: a family reads a few stories, a token guesser needs billions. */
export const SHARED_READ_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

export const mountShares: Mount = (app) => {
  app.post('/v1/stories/:id/shares', requireUser, accountRateLimit('share'), async (c) => {
    const body = await readJson(c, ZCreateShare);
    return send(c, await createShare(c.get('runtime'), c.get('user').id, c.req.param('id'), body), 201);
  });
  app.get('/v1/stories/:id/shares', requireUser, async (c) => send(c, await readShares(c.get('runtime'), c.get('user').id, c.req.param('id'))));
  app.delete('/v1/stories/:id/shares/:shareId', requireUser, async (c) => {
    await revokeShare(c.get('runtime'), c.get('user').id, c.req.param('id'), c.req.param('shareId'));
    return c.body(null, 204);
  });
  app.get(
    '/v1/shared/:token',
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
    },
    rateLimit({ purpose: 'shared-story', ...SHARED_READ_RATE_LIMIT, message: 'Too many requests for shared stories. Please wait a minute and try again.' }),
    async (c) => send(c, await readSharedStory(c.get('runtime'), c.req.param('token'))),
  );
};
