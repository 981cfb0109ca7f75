/**
 * Pure rules of the create-story form: the age input, the character source toggle, submit gating and the
 * request the form sends. No React, so they are unit-tested directly.
 */
import type { UsageEntry } from '../../shared/api-types.ts';
import { type CharacterKind, type IllustrationStyle, type LanguageCode } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/limits.ts';

export const MESSAGES = {
  ageRequired: 'Age is required.',
  ageNotNumber: 'Please enter a valid number for age.',
  ageRange: 'Age must be between 1 and 12 years.',
  ageRangeOnSubmit: 'Age must be between 1 and 12 years old.',
  characterRequired: 'Please select an existing character or create a new one for your story.',
  characterAge: 'Character age must be between 0 and 150.',
  limitReached: 'You have reached your limit of personalized stories. Please buy more credits to create more stories.',
  characterFailed: 'Failed to create character. Please try again.',
  characterMissingId: 'Character selection failed. Please try again.',
  storyFailed: 'Failed to create story. Please try again.',
} as const;

/** The age input keeps only digits, at most 2. */
export function filterAgeInput(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 2);
}

/** The live age message, or null when the age is fine. */
export function ageError(value: string): string | null {
  if (value.trim() === '') return MESSAGES.ageRequired;
  if (!/^\d+$/.test(value.trim())) return MESSAGES.ageNotNumber;
  const age = Number(value);
  return age < LIMITS.storyAgeMin || age > LIMITS.storyAgeMax ? MESSAGES.ageRange : null;
}

/**
 * The story age a selected character suggests: its own age kept within the story range, so a
 * 0-year-old baby brother gives 1 and a teenage cousin 12 rather than an error the parent did not cause.
 */
export function storyAgeFromCharacter(characterAge: number | null | undefined): string | null {
  if (characterAge === null || characterAge === undefined || !Number.isFinite(characterAge)) return null;
  return String(Math.min(LIMITS.storyAgeMax, Math.max(LIMITS.storyAgeMin, Math.round(characterAge))));
}

export type CharacterSource = 'existing' | 'new';

/** The new-character draft: name required, kind, age 0 to 150, description up to 200 characters. */
export interface CharacterDraft {
  name: string;
  kind: CharacterKind;
  /** Digits as typed; empty = not given. */
  age: string;
  description: string;
}

export const EMPTY_DRAFT: CharacterDraft = { name: '', kind: 'human', age: '', description: '' };

/** Which character the story stars: an existing one or a draft to upload first. */
export interface CharacterChoice {
  source: CharacterSource;
  selectedId: number | null;
  draft: CharacterDraft;
}

/** Defaults to existing when the user has characters, otherwise new. */
export function initialChoice(characterCount: number): CharacterChoice {
  return { source: characterCount > 0 ? 'existing' : 'new', selectedId: null, draft: EMPTY_DRAFT };
}

/** The toggle shows only if characters exist. */
export const showSourceToggle = (characterCount: number) => characterCount > 0;

/** Switching clears the other side's selection. */
export function switchSource(choice: CharacterChoice, source: CharacterSource): CharacterChoice {
  if (source === choice.source) return choice;
  return source === 'existing' ? { source, selectedId: null, draft: EMPTY_DRAFT } : { source, selectedId: null, draft: choice.draft };
}

/** Choosing an existing character clears the new-character draft. */
export function selectExisting(choice: CharacterChoice, id: number | null): CharacterChoice {
  return { source: 'existing', selectedId: id, draft: EMPTY_DRAFT };
}

/** Editing the new-character draft clears the existing selection. */
export function editDraft(choice: CharacterChoice, patch: Partial<CharacterDraft>): CharacterChoice {
  const draft = { ...choice.draft, ...patch };
  if (patch.name !== undefined) draft.name = patch.name.slice(0, LIMITS.nameMaxChars);
  if (patch.age !== undefined) draft.age = patch.age.replace(/\D+/g, '').slice(0, 3);
  if (patch.description !== undefined) draft.description = patch.description.slice(0, LIMITS.descriptionMaxChars);
  return { source: 'new', selectedId: null, draft };
}

/** The new character's age message, or null (0 to 150, optional). */
export function draftAgeError(draft: CharacterDraft): string | null {
  if (draft.age === '') return null;
  const age = Number(draft.age);
  return age >= LIMITS.characterAgeMin && age <= LIMITS.characterAgeMax ? null : MESSAGES.characterAge;
}

/** Whether the choice names a character the story can star. */
export function hasCharacter(choice: CharacterChoice): boolean {
  return choice.source === 'existing' ? choice.selectedId !== null : choice.draft.name.trim() !== '';
}

/** Submit is disabled while an age error exists, the limit is reached, data is loading or submitting. */
export function submitDisabled(state: { age: string; limitReached: boolean; loading: boolean; submitting: boolean }): boolean {
  return ageError(state.age) !== null || state.limitReached || state.loading || state.submitting;
}

/** The first problem that blocks submitting, in the words, or null. */
export function validateForSubmit(age: string, choice: CharacterChoice): string | null {
  const ageProblem = ageError(age);
  if (ageProblem) return ageProblem === MESSAGES.ageRange ? MESSAGES.ageRangeOnSubmit : ageProblem;
  if (!hasCharacter(choice)) return MESSAGES.characterRequired;
  if (choice.source === 'new') return draftAgeError(choice.draft);
  return null;
}

/** Heroes a story may have besides the main one. */
export const MAX_EXTRA_HEROES = 2;

/**
 * Ticks or unticks an extra hero, in the order the parent picks them: never the
 * main hero, never more than MAX_EXTRA_HEROES (a third tick is ignored).
 */
export function toggleExtraHero(extraIds: readonly number[], id: number, mainId: number | null): number[] {
  if (extraIds.includes(id)) return extraIds.filter((x) => x !== id);
  if (id === mainId || extraIds.length >= MAX_EXTRA_HEROES) return [...extraIds];
  return [...extraIds, id];
}

/** The extra heroes still valid once the main hero is `mainId` (a character cannot be both). */
export function extrasWithout(extraIds: readonly number[], mainId: number | null): number[] {
  return extraIds.filter((x) => x !== mainId);
}

/** A usage entry of GET /v1/me/usage. */
export type { UsageEntry } from '../../shared/api-types.ts';

/** Story quota: blocked when story generation is not unlimited and nothing remains. */
export function storyLimitReached(usage: UsageEntry[] | null | undefined): boolean {
  const entry = usage?.find((u) => u.resource === 'STORY_GENERATION');
  return Boolean(entry && !entry.unlimited && entry.remaining <= 0);
}

/** Whether one more character can be saved (the new-character path uploads one). */
export function characterSlotsLeft(usage: UsageEntry[] | null | undefined): boolean {
  const entry = usage?.find((u) => u.resource === 'IMAGE_SAMPLE');
  return !entry || entry.unlimited || entry.remaining > 0;
}

/** The narration choice: off, the default narrator, or one of the parent's samples. */
export type Narration = { enabled: false } | { enabled: true; sample: { id: number; name: string } | null };

/** The multipart fields of the new character (age as text, empty ones left out). */
export function characterFormFields(draft: CharacterDraft): Record<string, string> {
  const fields: Record<string, string> = { name: draft.name.trim(), kind: draft.kind };
  if (draft.description.trim()) fields.description = draft.description.trim();
  if (draft.age !== '') fields.age = String(Number(draft.age));
  return fields;
}

/** POST /v1/stories body (camelCase; the client sends it as snake_case) and query flags. */
export interface StoryRequest {
  body: {
    storyIn: { age: number; moral: string; freeText: string; language: LanguageCode };
    illustrationStyle: IllustrationStyle;
    characterId: number;
    /** All heroes, main first; sent only when the story has more than one. */
    characterIds?: number[];
    voiceSampleIn?: { id: number; name: string };
  };
  query: { enrich_by_voice: boolean; enrich_by_image: boolean };
}

/**
 * Builds the story request: narration off sends enrich_by_voice=false; the default
 * narrator sends true without a sample; a chosen sample also sends voice_sample_in.
 */
export function buildStoryRequest(input: {
  age: string;
  moral: string;
  freeText: string;
  language: LanguageCode;
  illustrationStyle: IllustrationStyle;
  characterId: number;
  /** The other heroes, in the parent's order; the main hero is left out if listed. */
  extraHeroIds?: readonly number[];
  narration: Narration;
}): StoryRequest {
  const extras = extrasWithout(input.extraHeroIds ?? [], input.characterId).slice(0, MAX_EXTRA_HEROES);
  const sample = input.narration.enabled ? input.narration.sample : null;
  return {
    body: {
      storyIn: { age: Number(input.age), moral: input.moral.trim(), freeText: input.freeText.trim(), language: input.language },
      illustrationStyle: input.illustrationStyle,
      characterId: input.characterId,
      ...(extras.length ? { characterIds: [input.characterId, ...extras] } : {}),
      ...(sample ? { voiceSampleIn: { id: sample.id, name: sample.name } } : {}),
    },
    query: { enrich_by_voice: input.narration.enabled, enrich_by_image: true },
  };
}
