/** /v1/me/characters: upload (multipart), list (newest first), look edits, boundaries, delete (204). */
import { deleteCharacter } from '../../samples/delete-character.ts';
import { listCharacters } from '../../samples/list-characters.ts';
import { uploadCharacter } from '../../samples/upload-character.ts';
import { readUploadForm } from '../../samples/upload-form.ts';
import { requireUser } from '../auth.ts';
import { accountRateLimit } from '../rate-limit.ts';
import { AppError } from '../../errors.ts';
import { readJson, send, unreadNodeBody } from '../wire.ts';
import { updateCharacterLook } from '../../likeness/character-look.ts';
import { ZUpdateLook } from '../../likeness/look-schema.ts';
import { toCharacterDto } from '../../samples/sample-dto.ts';
import { setCharacterBoundaries, ZBoundaries } from '../../boundaries/boundaries.ts';
import type { Mount } from '../context.ts';
import { requestLocale } from '../../i18n/request-locale.ts';

/** A path id that is a positive integer, else the 404 of a missing sample. */
export function sampleId(raw: string | undefined, what: string): number {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  if (id < 1) throw new AppError('not_found', `${what} not found.`);
  return id;
}

export const mountCharacters: Mount = (app, runtime) => {
  app.post('/v1/me/characters', requireUser, accountRateLimit('upload-character'), async (c) => {
    const form = await readUploadForm(c.req.raw, unreadNodeBody(c));
    return send(c, await uploadCharacter(runtime, c.get('user').id, form, requestLocale(c.req.header('accept-language'))), 201);
  });
  app.get('/v1/me/characters', requireUser, async (c) => send(c, await listCharacters(runtime, c.get('user').id)));
  // The parent's look choices: replaces earlier edits; they win over photo and description.
  app.patch('/v1/me/characters/:id/look', requireUser, accountRateLimit('character-edit'), async (c) => {
    const id = sampleId(c.req.param('id'), 'Character');
    const body = await readJson(c, ZUpdateLook);
    return send(c, await toCharacterDto(runtime.storage, await updateCharacterLook(runtime, c.get('user').id, id, body.look)));
  });
  // The parent's boundaries for this child's stories: replaces the earlier ones.
  app.put('/v1/me/characters/:id/boundaries', requireUser, accountRateLimit('character-edit'), async (c) => {
    const id = sampleId(c.req.param('id'), 'Character');
    const body = await readJson(c, ZBoundaries);
    return send(c, await toCharacterDto(runtime.storage, await setCharacterBoundaries(runtime.db, c.get('user').id, id, body)));
  });
  app.delete('/v1/me/characters/:id', requireUser, async (c) => {
    await deleteCharacter(runtime, c.get('user').id, sampleId(c.req.param('id'), 'Character'));
    return c.body(null, 204);
  });
};
