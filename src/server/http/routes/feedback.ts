/**
 * POST /v1/feedback: the feedback modal and the contact form. Open to visitors; a
 * valid bearer links the sender's account. Rate-limited per IP: 10 messages per 10 minutes.
 */
import { submitFeedback } from '../../feedback/submit-feedback.ts';
import { bearerToken } from '../auth.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson, send } from '../wire.ts';
import { z } from 'zod';
import type { Mount } from '../context.ts';

export const FEEDBACK_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

export const mountFeedback: Mount = (app, runtime) => {
  app.post(
    '/v1/feedback',
    rateLimit({
      purpose: 'feedback',
      ...FEEDBACK_RATE_LIMIT,
      message: 'You have sent a lot of messages in a short time. Please wait a few minutes and try again.',
    }),
    async (c) => {
      const body = await readJson(c, z.unknown());
      const token = bearerToken(c.req.header('authorization'));
      // An expired or foreign token must not stop a message from arriving: it is only a link.
      const userId = token
        ? await runtime.identity.verifyAccessToken(token).then(
            (v) => v.userId,
            () => null,
          )
        : null;
      const linked = userId ? await runtime.db.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [userId]) : [];
      return send(c, await submitFeedback(runtime.db, body, linked[0]?.id ?? null), 201);
    },
  );
};
