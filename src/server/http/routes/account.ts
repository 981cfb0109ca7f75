/**
 * Account data: POST /v1/account/export → {url} (signed, streams the ZIP);
 * GET /v1/account/export/download?user&exp&sig → the ZIP as an attachment;
 * POST /v1/account/delete {email} | {password} → 202 {status:'scheduled'}.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { createExportLink, verifyExportLink } from '../../account/export-link.ts';
import { streamAccountExport } from '../../account/export-account.ts';
import { requestAccountDeletion } from '../../account/request-account-deletion.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { readJson, send } from '../wire.ts';
import type { Mount } from '../context.ts';

const ZDelete = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});

export const mountAccount: Mount = (app, runtime) => {
  app.post('/v1/account/export', requireUser, accountRateLimit('account-export'), async (c) =>
    send(c, { url: createExportLink(runtime, c.get('user').id, c.get('sessionId')).url }),
  );
  app.get('/v1/account/export/download', async (c) => {
    const userId = await verifyExportLink(runtime, {
      user: c.req.query('user'),
      session: c.req.query('session'),
      exp: c.req.query('exp'),
      sig: c.req.query('sig'),
    });
    const archive = streamAccountExport(runtime, userId);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(Readable.toWeb(archive) as ReadableStream, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="bedtime-hero-data-${day}.zip"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
  app.post('/v1/account/delete', requireUser, async (c) => {
    const body = await readJson(c, ZDelete);
    return send(c, await requestAccountDeletion(runtime, c.get('user'), body), 202);
  });
};
