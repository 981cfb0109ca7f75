/**
 * Character and companion names: a name is a name, not an insult, a command or an
 * instruction to the writer. Checked when a character is created and whenever a wish names a
 * companion; the story-time moderation still runs on top.
 */
import { LIMITS } from '../../../shared/limits.ts';
import { screenName, warmScreen } from '../screening/screen.ts';

/** The API and /personalize message for a refused name. */
export const NAME_REFUSED = "This name can't be used for a character. Please choose a friendly name, like a first name or a nickname.";
/** A refused name that is a rude word or a slur in one of the story languages: says why. */
export const NAME_REFUSED_RUDE =
  "This name is a rude word in one of our story languages, so it can't be used for a character. Please choose a friendly name, like a first name or a nickname.";
/** A refused name of a dictator, terrorist, murderer or the devil: says why. */
export const NAME_REFUSED_FIGURE =
  "This is the name of someone who brought great harm to people, so it can't be a hero of a children's story. Please choose a friendly name, like a first name or a nickname.";

/** The message for a name refused by nameProblem for `reason`: the reason in plain words where one helps. */
export function nameRefusal(reason: string): string {
  if (reason === 'profanity' || reason === 'slurs') return NAME_REFUSED_RUDE;
  if (reason === 'hate-figure') return NAME_REFUSED_FIGURE;
  return NAME_REFUSED;
}

/** Letters (any script), combining marks, spaces, hyphens, apostrophes and dots: what names are made of. */
const NAME_SHAPE = /^[\p{L}\p{M}][\p{L}\p{M}\p{N} '’.\-·]*$/u;

/** First names that are an unsafe word only in another language (Turkish Gün is English 'gun' without its accent, French 'vin', 'sang'). */
const NAMES_NOT_WORDS = new Set(['gün', 'vin', 'sang', 'dan', 'hien', 'phuc']);

/**
 * Why a name cannot be used, or null when it can. Reasons: 'shape' (markup, symbols, more than
 * four words, too long) or a moderator category in any of the 14 languages (the name's language
 * is unknown at upload, and a name reads the same in every story language).
 */
export function nameProblem(raw: string): string | null {
  const name = raw.normalize('NFKC').trim();
  if (!name || name.length > LIMITS.nameMaxChars || !NAME_SHAPE.test(name) || name.split(/\s+/).length > 4) return 'shape';
  if (NAMES_NOT_WORDS.has(name.toLowerCase())) return null;
  return screenName(name)?.category ?? null;
}

/**
 * Compiles (and lets V8 tier up) every pattern a name check uses, so the first character upload
 * or story of a process does not hold the event loop for it (~0.4 s of CPU on the
 * first check and ~0.1 s on the second, in the middle of serving). Call once before listening.
 */
export function warmNameChecks(): void {
  warmScreen();
  for (let i = 0; i < 2; i++) nameProblem('Warm Up');
}
