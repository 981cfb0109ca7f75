/**
 * The character's look (issue 15): photo analysis after upload, the merged look the product
 * shows and draws (parent edits > description > photo), and the parent's edits.
 */
import type { CharacterKind, LanguageCode } from '../../shared/catalog.ts';
import { mergeLooks, type HeroLook, type LookKind } from '../../shared/hero-look.ts';
import type { Runtime } from '../runtime.ts';
import { AppError } from '../errors.ts';
import { updateCharacterLookEdits, updateCharacterPhotoLook, type CharacterRow } from '../samples/queries.ts';
import { sharedPhotoAnalyzer } from './analyzer.ts';
import { lookFromAnyDescription } from '../storycraft/likeness/describe.ts';

const LOOK_KIND: Record<CharacterKind, LookKind> = { human: 'person', animal: 'animal', object: 'object' };

/**
 * The look of a character: what the photo showed, then what the description says, then the
 * parent's edits. The form's kind (animal/object) is the parent's word and beats the photo's;
 * 'human' is the form's default, so a photo of an animal or object wins over it.
 */
export function effectiveLook(row: Pick<CharacterRow, 'kind' | 'description' | 'photoLook' | 'lookEdits'>, language: LanguageCode = 'en'): HeroLook {
  const formKind = LOOK_KIND[row.kind];
  const photo = row.photoLook && (row.kind === 'human' || row.photoLook.kind === formKind) ? row.photoLook : { kind: formKind };
  return mergeLooks(photo, lookFromAnyDescription(row.description, language), row.lookEdits);
}

type LookDeps = Pick<Runtime, 'db' | 'config' | 'log'>;

/**
 * Analyses a stored character photo and records the result. Never throws: a failure is logged
 * and stored as look_status 'failed' (the character keeps its neutral look, SPEC: uploads never
 * fail on analysis).
 */
export async function analyzeCharacterPhoto(deps: LookDeps, userId: string, characterId: number, image: Buffer): Promise<void> {
  try {
    const { look, ms, subjects } = await sharedPhotoAnalyzer({ idleSeconds: deps.config.PHOTO_ANALYZER_IDLE_SECONDS }).analyze(image);
    // Several people or animals: the look describes the largest one.
    deps.log.info({ characterId, ms, kind: look?.kind ?? null, subjects }, 'character photo analysed');
    await updateCharacterPhotoLook(deps.db, userId, characterId, look, 'done');
  } catch (err) {
    deps.log.warn({ err: err instanceof Error ? { message: err.message } : err, characterId }, 'character photo analysis failed');
    await updateCharacterPhotoLook(deps.db, userId, characterId, null, 'failed').catch(() => {});
  }
}

/** Replaces the parent's look choices of one of their characters. @throws AppError not_found. */
export async function updateCharacterLook(deps: Pick<Runtime, 'db'>, userId: string, characterId: number, edits: Partial<HeroLook>): Promise<CharacterRow> {
  const row = await updateCharacterLookEdits(deps.db, userId, characterId, edits);
  if (!row) throw new AppError('not_found', 'Character not found.');
  return row;
}
