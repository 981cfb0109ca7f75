/** /v1/me/voice-samples: upload (multipart), list (newest first), delete (204). */
import type { Runtime } from '../../runtime.ts';
import { deleteVoiceSample, type VendorVoiceDeleter } from '../../samples/delete-voice-sample.ts';
import { listVoiceSamples } from '../../samples/list-voice-samples.ts';
import { uploadVoiceSample } from '../../samples/upload-voice-sample.ts';
import { readUploadForm } from '../../samples/upload-form.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { send, unreadNodeBody } from '../wire.ts';
import { sampleId } from './characters.ts';
import type { Mount } from '../context.ts';

/** Deletes a cloned voice through the configured narrator, when it can delete voices. */
function vendorVoiceDeleter(runtime: Runtime): VendorVoiceDeleter {
  return async ({ vendorVoiceId }) => {
    const { narrator } = await runtime.providers();
    await narrator.deleteVoice?.(vendorVoiceId);
  };
}

export const mountVoiceSamples: Mount = (app, runtime) => {
  app.post('/v1/me/voice-samples', requireUser, accountRateLimit('upload-voice'), async (c) => {
    const form = await readUploadForm(c.req.raw, unreadNodeBody(c));
    return send(c, await uploadVoiceSample(runtime, c.get('user').id, form), 201);
  });
  app.get('/v1/me/voice-samples', requireUser, async (c) => send(c, await listVoiceSamples(runtime, c.get('user').id)));
  app.delete('/v1/me/voice-samples/:id', requireUser, async (c) => {
    await deleteVoiceSample(runtime, c.get('user').id, sampleId(c.req.param('id'), 'Voice sample'), vendorVoiceDeleter(runtime));
    return c.body(null, 204);
  });
};
