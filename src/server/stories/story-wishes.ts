/**
 * The parent's words on the way into a story: what the interpreter understood (for
 * the create-story chips and the POST /v1/stories answer) and the safety screen of every field a
 * parent types (wishes, custom moral, character name and description).
 */
import { z } from 'zod';
import { findMoralTheme } from '../../content/morals/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/catalog.ts';
import { AppError } from '../errors.ts';
import { findCategories } from '../providers/moderation/builtin/builtin-provider.ts';
import type { Moderator } from '../providers/types.ts';
import { chipsFor, interpretWishes } from '../storycraft/wishes/interpret.ts';
import { nameProblem } from '../storycraft/wishes/names.ts';
import type { WishesPreview } from '../../shared/api-types.ts';

export const UNSAFE_REQUEST =
  "This story request can't be used for a children's bedtime story. Please change the moral, wishes or names and try again.";

/** What the parent sees of the interpretation: chips, the words left out, and whether the request would be refused. */
export type WishesView = WishesPreview;

/** POST /v1/stories/interpret body (camelCase after the wire conversion); same bounds as story creation. */
export const ZInterpretWishes = z.object({
  freeText: z.string().trim().max(1000, 'The story wishes can be at most 1000 characters.').default(''),
  moral: z.string().trim().max(300, 'The moral can be at most 300 characters.').default(''),
  language: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').default('en'),
  /** The parent's interface language: each chip then also carries its words in it (labelUi). */
  uiLanguage: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').optional(),
});
export type TInterpretWishes = z.infer<typeof ZInterpretWishes>;

/**
 * Reads the wishes for display. Offline and cheap (the built-in lists only, no vendor call), so
 * the form can ask as the parent types; story creation runs the configured moderator on top.
 */
export function previewWishes(input: TInterpretWishes): WishesView {
  const wishes = interpretWishes(input.freeText, input.moral, input.language);
  const custom = input.moral && !findMoralTheme(input.moral) ? input.moral : '';
  const unsafe = [input.freeText, custom].some((text) => text && findCategories(text, input.language).length > 0);
  return unsafe
    ? { chips: [], leftOut: [], safe: false, message: UNSAFE_REQUEST }
    : { chips: withUiLabels(wishes, input.uiLanguage), leftOut: wishes.leftOut, safe: true, message: null };
}

/** The chips, each with its words in the parent's interface language too (the same chips, read in that language's lists). */
function withUiLabels(wishes: ReturnType<typeof interpretWishes>, uiLanguage: LanguageCode | undefined) {
  if (!uiLanguage) return wishes.chips;
  const inUi = uiLanguage === wishes.language ? wishes.chips : chipsFor({ ...wishes, language: uiLanguage });
  return wishes.chips.map((chip, i) => ({ ...chip, labelUi: inUi[i]?.label ?? chip.labelEn }));
}

/**
 * Refuses (AppError unsafe_content, UNSAFE_REQUEST) a request whose wishes, custom moral, hero
 * name or description the moderator flags, or whose name is not a name (insult, command, markup).
 */
export async function screenStoryRequest(
  moderator: Moderator,
  fields: { name: string; description: string | null; customMoral: string; freeText: string; others?: { name: string; description: string | null }[] },
  language: LanguageCode,
): Promise<void> {
  // The story's other heroes are read by the writer too, so they are screened alike.
  const others = fields.others ?? [];
  if ([fields.name, ...others.map((o) => o.name)].some((name) => nameProblem(name))) throw new AppError('unsafe_content', UNSAFE_REQUEST);
  const texts = [fields.name, fields.description ?? '', ...others.flatMap((o) => [o.name, o.description ?? '']), fields.customMoral, fields.freeText].filter(Boolean);
  if (!texts.length) return;
  const verdict = await moderator.check(texts, language);
  if (verdict.flagged) throw new AppError('unsafe_content', UNSAFE_REQUEST);
  // The built-in lists always run too: a vendor moderator does not know bedtime rules (matches, running away, injections).
  if (moderator.name !== 'builtin' && texts.some((text) => findCategories(text, language).length)) throw new AppError('unsafe_content', UNSAFE_REQUEST);
}
