/** /v1/me/characters: upload (multipart), list (newest first), look edits, the hero's portrait, boundaries, delete (204). */
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
import { characterPortrait } from '../../likeness/portrait.ts';
import { ILLUSTRATION_STYLE_CODES, type IllustrationStyle } from '../../../shared/catalog.ts';
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
  // The hero as the illustrator draws them, in a style: the parent confirms the look with it.
  app.get('/v1/me/characters/:id/portrait', requireUser, accountRateLimit('character-edit'), async (c) => {
    const id = sampleId(c.req.param('id'), 'Character');
    const raw = c.req.query('style') ?? 'storybook';
    const style = (ILLUSTRATION_STYLE_CODES as readonly string[]).includes(raw) ? (raw as IllustrationStyle) : null;
    if (!style) throw new AppError('validation_failed', 'Please choose one of the illustration styles.');
    const { png, etag } = await characterPortrait(runtime, c.get('user').id, id, style);
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
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
