/** The video export calls: request an export of the caller's story, then poll it. */
import { createExport, ZCreateExport } from '../../exports/create-export.ts';
import { readExport } from '../../exports/read-export.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { readJson, send } from '../wire.ts';
import type { Mount } from '../context.ts';

export const mountExports: Mount = (app) => {
  app.post('/v1/stories/:id/exports', requireUser, accountRateLimit('export'), async (c) => {
    const body = await readJson(c, ZCreateExport);
    const { view, created } = await createExport(c.get('runtime'), c.get('user').id, c.req.param('id'), body);
    return send(c, view, created ? 201 : 200);
  });
  app.get('/v1/stories/:id/exports/:exportId', requireUser, async (c) =>
    send(c, await readExport(c.get('runtime'), c.get('user').id, c.req.param('id'), c.req.param('exportId'))),
  );
};
