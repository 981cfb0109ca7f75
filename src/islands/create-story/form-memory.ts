/**
 * What the create-story form remembers between stories: the parent's last narration
 * choice, the last character used and a story language picked over the UI default, in localStorage per signed-in user (cleared on logout with
 * the other per-user keys). Pure choosers plus a small load/save pair.
 */

import { LANGUAGE_CODES, type LanguageCode } from '../../shared/catalog.ts';

/** Narration as remembered: off, the default narrator, or a voice sample id. */
export type RememberedNarration = 'off' | 'default' | number;

export interface FormMemory {
  narration?: RememberedNarration;
  characterId?: number;
  /** A story language the parent chose instead of the page's UI language (absent: follow the UI). */
  language?: LanguageCode;
}

/** localStorage key prefix; the user id follows. */
export const FORM_MEMORY_KEY_PREFIX = 'createStoryMemory:';

/** The select value of the default narrator. */
export const DEFAULT_NARRATOR = 'default';

/**
 * The character to pre-select: the last one used while it still exists, else the only one,
 * else none (a lone character is pre-selected, so the first submit does not fail).
 */
export function preselectCharacterId(characters: readonly { id: number }[], memory: FormMemory): number | null {
  if (memory.characterId !== undefined && characters.some((c) => c.id === memory.characterId)) return memory.characterId;
  return characters.length === 1 ? characters[0]!.id : null;
}

/**
 * The narration to start with: the parent's last choice while its sample still exists; otherwise
 * on, with the default narrator. A voice sample is used only once the parent picked it: the
 * newest upload may be a try-out they never meant to narrate with.
 */
export function initialNarration(samples: readonly { id: number }[], memory: FormMemory): { on: boolean; voice: string } {
  const last = memory.narration;
  if (last === 'off') return { on: false, voice: DEFAULT_NARRATOR };
  if (last === 'default') return { on: true, voice: DEFAULT_NARRATOR };
  if (typeof last === 'number' && samples.some((s) => s.id === last)) return { on: true, voice: String(last) };
  return { on: true, voice: DEFAULT_NARRATOR };
}

/**
 * The story language to start with: the page's UI language, unless the parent last
 * picked another story language on purpose.
 */
export function initialStoryLanguage(uiLocale: LanguageCode, memory: FormMemory): LanguageCode {
  return memory.language ?? uiLocale;
}

/**
 * The story language as remembered after a story: only a choice that differs from the UI
 * language is kept; keeping the default forgets an earlier choice (undefined clears it).
 */
export function languageToRemember(chosen: LanguageCode, uiLocale: LanguageCode): LanguageCode | undefined {
  return chosen === uiLocale ? undefined : chosen;
}

/** The narration choice as remembered. */
export function narrationToRemember(on: boolean, voice: string): RememberedNarration {
  if (!on) return 'off';
  return voice === DEFAULT_NARRATOR || !/^\d+$/.test(voice) ? 'default' : Number(voice);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered choices of a user; empty when none or unreadable. */
export function loadFormMemory(userId: string | null | undefined): FormMemory {
  if (!userId) return {};
  try {
    const parsed = JSON.parse(storage()?.getItem(FORM_MEMORY_KEY_PREFIX + userId) ?? '{}') as Record<string, unknown>;
    const memory: FormMemory = {};
    if (parsed.narration === 'off' || parsed.narration === 'default' || Number.isInteger(parsed.narration))
      memory.narration = parsed.narration as RememberedNarration;
    if (Number.isInteger(parsed.characterId)) memory.characterId = parsed.characterId as number;
    if (typeof parsed.language === 'string' && (LANGUAGE_CODES as readonly string[]).includes(parsed.language))
      memory.language = parsed.language as LanguageCode;
    return memory;
  } catch {
    return {};
  }
}

/** Merges `patch` into the user's remembered choices. */
export function saveFormMemory(userId: string | null | undefined, patch: FormMemory): void {
  if (!userId) return;
  try {
    // JSON drops undefined fields, so a patch with `language: undefined` forgets the language.
    storage()?.setItem(FORM_MEMORY_KEY_PREFIX + userId, JSON.stringify({ ...loadFormMemory(userId), ...patch }));
  } catch {
    // storage full or unavailable: the form still works, it just forgets.
  }
}
