/**
 * The character's look (issue 15): photo analysis after upload, the merged look the product
 * shows and draws (the parent's choices > description > photo), and the parent's edits.
 */
import type { CharacterKind, LanguageCode } from '../../shared/catalog.ts';
import { mergeLooks, type AgeBand, type HeroLook, type LookKind } from '../../shared/hero-look.ts';
import type { Runtime } from '../runtime.ts';
import { AppError } from '../errors.ts';
import { updateCharacterLookEdits, updateCharacterPhotoLook, type CharacterRow } from '../samples/queries.ts';
import { sharedPhotoAnalyzer } from './analyzer.ts';
import { heroLookFromDescription, lookForKind } from '../storycraft/likeness/describe.ts';

const LOOK_KIND: Record<CharacterKind, LookKind> = { human: 'person', animal: 'animal', object: 'object' };
const CHARACTER_KIND: Record<LookKind, CharacterKind> = { person: 'human', animal: 'animal', object: 'object' };

/** A look kind as the character kind the story's words use (person → human). */
export const characterKindOf = (kind: LookKind): CharacterKind => CHARACTER_KIND[kind];

/** The age band of an age in years the parent gave (0-2 toddler, 3-12 child, 13-17 teen, 18-64 adult, 65+). */
export function ageBandOf(age: number): AgeBand {
  if (age < 3) return 'toddler';
  if (age < 13) return 'child';
  if (age < 18) return 'teen';
  if (age < 65) return 'adult';
  return 'older-adult';
}

/**
 * The look of a character as every story, cover and video draws it. What the parent chose is never
 * overridden: the kind (the form's, or the one picked under "Change look"), the age they gave and
 * their look edits win over the photo's reading and the description. The photo counts only when it
 * shows a hero of that kind; the description only for what it says of the hero of that kind (a pet,
 * sibling or toy named in it is not the hero).
 */
export function effectiveLook(row: Pick<CharacterRow, 'kind' | 'age' | 'description' | 'photoLook' | 'lookEdits'>, language: LanguageCode = 'en'): HeroLook {
  const kind = row.lookEdits?.kind ?? LOOK_KIND[row.kind];
  const photo = row.photoLook?.kind === kind ? row.photoLook : null;
  const said = heroLookFromDescription(row.description, kind, language);
  const age = kind === 'person' && row.age !== null && row.age !== undefined ? { ageBand: ageBandOf(row.age) } : null;
  const edits = row.lookEdits ? lookForKind(row.lookEdits, kind) : null;
  return mergeLooks({ kind }, photo, said, age, edits);
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

/**
 * Replaces the parent's look choices of one of their characters. A kind among them is the parent's
 * word for what the hero is, so the character's kind follows it (the story's words and pictures
 * agree). @throws AppError not_found.
 */
export async function updateCharacterLook(deps: Pick<Runtime, 'db'>, userId: string, characterId: number, edits: Partial<HeroLook>): Promise<CharacterRow> {
  const row = await updateCharacterLookEdits(deps.db, userId, characterId, edits, edits.kind ? CHARACTER_KIND[edits.kind] : null);
  if (!row) throw new AppError('not_found', 'Character not found.');
  return row;
}
