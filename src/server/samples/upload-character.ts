/**
 * POST /v1/me/characters: the character form's fields, an optional photo and the upload quota.
 * The photo is optional; when present it is validated and re-encoded by processPhoto (type
 * sniffed from the bytes, SVG sanitized and rasterized, at least 500x500, metadata stripped,
 * decompression-bomb guard) and stored under a key we make. Nothing is stored on any failure.
 */
import { storageKeys } from '../storage/keys.ts';
import type { Runtime } from '../runtime.ts';
import { processPhoto } from '../media/process-photo.ts';
import { extractPalette } from '../media/palette.ts';
import { analyzeCharacterPhoto } from '../likeness/character-look.ts';
import { assertBelowCapacity, reserveCapacity } from './quota.ts';
import { AppError } from '../errors.ts';
import { nameProblem, nameRefusal } from '../storycraft/wishes/names.ts';
import { lockUser } from '../users/queries.ts';
import { insertCharacter, updateCharacterPhotoLook } from './queries.ts';
import { toCharacterDto, type CharacterDto } from './sample-dto.ts';
import { parseCharacterFields, readFileBytes, type UploadForm } from './upload-form.ts';
import { screenDescription } from '../stories/story-wishes.ts';
import type { LanguageCode } from '../../shared/catalog.ts';

export type SampleDeps = Pick<Runtime, 'db' | 'config' | 'storage' | 'log'>;

/**
 * Validates and stores a character for `userId`.
 * `language` is the parent's UI language, the one the description is screened in (and English).
 * @throws AppError validation_failed (fields, a name that is an insult, command, markup, rude word or the
 *   name of someone who brought great harm (nameRefusal says which), unsafe_content (a description
 *   the screen refuses), unavailable (a vendor moderator failed),
 *   empty file, photo under 500x500), quota_exceeded,
 *   unsupported_media_type, payload_too_large (over 10 MB or too many pixels).
 */
export async function uploadCharacter(
  deps: SampleDeps & Partial<Pick<Runtime, 'providers'>>,
  userId: string,
  form: UploadForm,
  language: LanguageCode = 'en',
): Promise<CharacterDto> {
  const fields = parseCharacterFields(form.fields);
  // A name is a name: not an insult, a command or an instruction to the writer.
  const problem = nameProblem(fields.name);
  if (problem) throw new AppError('validation_failed', nameRefusal(problem));
  // The description reaches every story of this hero: it is screened before anything is stored.
  if (fields.description) await screenDescription(deps.providers ? (await deps.providers()).moderator : null, fields.description, language);
  // Refuse early at capacity: a parent should not wait for a photo to be processed in vain, and
  // the slot is held while it is, so parallel uploads cannot start more work than there is room for.
  const release = await reserveCapacity(deps.db, deps.config, userId, 'IMAGE_SAMPLE');
  try {
    return await storeCharacter(deps, userId, form, fields);
  } finally {
    release();
  }
}

async function storeCharacter(deps: SampleDeps, userId: string, form: UploadForm, fields: ReturnType<typeof parseCharacterFields>): Promise<CharacterDto> {
  let photoKey: string | null = null;
  let photoContentType: string | null = null;
  let palette: string[] | null = null;
  let photoData: Buffer | null = null;
  if (form.file) {
    const photo = await processPhoto(readFileBytes(form.file), { account: userId });
    photoData = photo.data;
    // The hero's colours on every page come from the photo (used when enrich_by_image).
    palette = await extractPalette(photo.data).catch(() => null);
    photoKey = storageKeys.characterPhoto(userId, photo.extension);
    photoContentType = photo.contentType;
    await deps.storage.put(photoKey, photo.data, photo.contentType);
  }

  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await assertBelowCapacity(tx, deps.config, userId, 'IMAGE_SAMPLE');
      return insertCharacter(tx, {
        userId,
        name: fields.name,
        kind: fields.kind,
        gender: fields.gender ?? null,
        age: fields.age ?? null,
        description: fields.description ?? null,
        photoKey,
        photoContentType,
        palette,
      });
    });
    if (photoData && deps.config.PHOTO_ANALYSIS) {
      // After the upload is stored, off the response: the parent's page polls look_status.
      void analyzeCharacterPhoto(deps, userId, row.id, photoData);
    } else if (photoData) {
      await updateCharacterPhotoLook(deps.db, userId, row.id, null, 'done');
      row.lookStatus = 'done';
    }
    return await toCharacterDto(deps.storage, row);
  } catch (error) {
    if (photoKey) await deps.storage.delete(photoKey).catch((e: unknown) => deps.log.warn({ err: e, key: photoKey }, 'orphan photo not deleted'));
    throw error;
  }
}
