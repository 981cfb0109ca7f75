/** /v1/stories/{id}/recordings/{position}: upload (multipart), delete (204). */
import { deletePageRecording, parsePosition, uploadPageRecording } from '../../recordings/page-recordings.ts';
import { readUploadForm } from '../../samples/upload-form.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { send, unreadNodeBody } from '../wire.ts';
import type { Mount } from '../context.ts';

export const mountRecordings: Mount = (app, runtime) => {
  app.post('/v1/stories/:id/recordings/:position', requireUser, accountRateLimit('page-recording'), async (c) => {
    const position = parsePosition(c.req.param('position'));
    const form = await readUploadForm(c.req.raw, unreadNodeBody(c));
    return send(c, await uploadPageRecording(runtime, c.get('user').id, c.req.param('id'), position, form), 201);
  });
  app.delete('/v1/stories/:id/recordings/:position', requireUser, async (c) => {
    await deletePageRecording(runtime, c.get('user').id, c.req.param('id'), parsePosition(c.req.param('position')));
    return c.body(null, 204);
  });
};
