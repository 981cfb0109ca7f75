/**
 * The parent's words on the way into a story: what the interpreter understood (for
 * the create-story chips and the POST /v1/stories answer) and the safety screen of every field a
 * parent types (wishes, custom moral, character names and descriptions). The built-in screen
 * (storycraft/screening) always runs first; a vendor moderator, when configured, runs after it
 * and can only refuse more, and a vendor that cannot answer refuses the request (fail closed).
 */
import { z } from 'zod';
import { findMoralTheme } from '../../content/morals/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/catalog.ts';
import { AppError } from '../errors.ts';
import type { Moderator } from '../providers/types.ts';
import { screenText, type ScreenField } from '../storycraft/screening/screen.ts';
import type { ModerationCategory } from '../storycraft/screening/word-lists.ts';
import { chipsFor, interpretWishes } from '../storycraft/wishes/interpret.ts';
import { descriptionLanguage } from '../storycraft/likeness/describe.ts';
import { nameProblem, nameRefusal } from '../storycraft/wishes/names.ts';
import type { WishesPreview } from '../../shared/api-types.ts';
import { BOUNDARY_KEYS, combineBoundaries } from '../../shared/boundaries.ts';
import { chipBoundary, wishesWithinBoundaries } from '../storycraft/boundaries/elements.ts';
import { conceptByCode } from '../storycraft/wishes/concepts/index.ts';
import { conceptsLeftOut } from '../storycraft/writer/wish-plan.ts';

export const UNSAFE_REQUEST = "This story request can't be used for a children's bedtime story. Please change the moral, wishes or names and try again.";
/** A request about hurting oneself or disappearing: refused kindly, pointing to help. */
export const UNSAFE_SELF_HARM =
  "We can't make a bedtime story from words about getting hurt on purpose or disappearing. If someone you know feels this way, please talk to a person you trust or a local helpline. A gentle story about big feelings is always possible.";
/** A request about secrets with adults, strangers or adults' private things: refused kindly, pointing to help. */
export const UNSAFE_PROTECT =
  "We can't make a bedtime story about secrets with grown-ups, strangers' gifts or grown-ups' private things. If something like this is really happening, please talk to someone you trust or a child-protection service. A story about staying safe and telling a grown-up is always possible.";
/** The configured moderation service did not answer: nothing was started and no credit was used. */
export const SAFETY_CHECK_UNAVAILABLE =
  'Our safety check is not reachable right now, so no story was started and no credit was used. Please try again in a few minutes.';

/** A character description the screen refuses at upload (nothing is stored). */
export const UNSAFE_DESCRIPTION = "This description can't be used for a children's bedtime story. Please change the description and try again.";

/** The kind message for a request the screen refused for `category`. */
export function refusalMessage(category: ModerationCategory | string): string {
  if (category === 'self-harm') return UNSAFE_SELF_HARM;
  if (category === 'strangers' || category === 'sexual') return UNSAFE_PROTECT;
  return UNSAFE_REQUEST;
}

/** What the parent sees of the interpretation: chips, the words left out, and whether the request would be refused. */
export type WishesView = WishesPreview;

/** POST /v1/stories/interpret body (camelCase after the wire conversion); same bounds as story creation. */
export const ZInterpretWishes = z.object({
  freeText: z.string().trim().max(1000, 'The story wishes can be at most 1000 characters.').default(''),
  moral: z.string().trim().max(300, 'The moral can be at most 300 characters.').default(''),
  language: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').default('en'),
  /** The parent's interface language: each chip then also carries its words in it (labelUi). */
  uiLanguage: z.enum(LANGUAGE_CODES, 'Please choose one of the supported story languages.').optional(),
  /** The hero's boundaries on the same form: a wish they forbid is shown as left out, with the boundary. */
  avoid: z.array(z.enum(BOUNDARY_KEYS)).max(BOUNDARY_KEYS.length).optional(),
});
export type TInterpretWishes = z.infer<typeof ZInterpretWishes>;

/**
 * Reads the wishes for display. Offline and cheap (the built-in screen only, no vendor call), so
 * the form can ask as the parent types; story creation runs the configured moderator on top.
 */
export function previewWishes(input: TInterpretWishes): WishesView {
  const custom = input.moral && !findMoralTheme(input.moral) ? input.moral : '';
  const finding = (input.freeText ? screenText(input.freeText, input.language, 'wish') : null) ?? (custom ? screenText(custom, input.language, 'moral') : null);
  if (finding) return { chips: [], leftOut: [], safe: false, message: refusalMessage(finding.category) };
  const all = interpretWishes(input.freeText, input.moral, input.language);
  // The chips say what the story will have: what a boundary forbids is listed apart, with the boundary.
  const bounds = input.avoid?.length ? combineBoundaries([{ avoid: input.avoid, maxIntensity: 'real' }]) : null;
  const wishes = bounds ? { ...wishesWithinBoundaries(all, bounds), chips: [] } : all;
  if (bounds) wishes.chips = chipsFor(wishes);
  const kept = new Set(wishes.chips.map((c) => `${c.kind}:${c.key}`));
  const allChips = withUiLabels(all, input.uiLanguage);
  const avoided = allChips.flatMap((chip) => {
    const boundary = kept.has(`${chip.kind}:${chip.key}`) ? null : chipBoundary(chip, bounds);
    return boundary ? [{ ...chip, boundary }] : [];
  });
  // The wished things beyond what the built-in story can place are named before the credit is spent.
  const beyond = conceptsLeftOut(wishes).map((code) => conceptByCode(code)?.names[wishes.language].name ?? code);
  return {
    chips: allChips.filter((chip) => kept.has(`${chip.kind}:${chip.key}`) && !conceptsLeftOut(wishes).includes(chip.key)),
    leftOut: [...wishes.leftOut, ...beyond].slice(0, 10),
    avoided,
    safe: true,
    message: null,
  };
}

/** The chips, each with its words in the parent's interface language too (the same chips, read in that language's lists). */
function withUiLabels(wishes: ReturnType<typeof interpretWishes>, uiLanguage: LanguageCode | undefined) {
  if (!uiLanguage) return wishes.chips;
  const inUi = uiLanguage === wishes.language ? wishes.chips : chipsFor({ ...wishes, language: uiLanguage });
  return wishes.chips.map((chip, i) => ({ ...chip, labelUi: inUi[i]?.label ?? chip.labelEn }));
}

/**
 * Refuses (AppError unsafe_content with the kind message for the reason) a request whose
 * wishes, custom moral, hero names or descriptions the built-in screen or the configured
 * moderator flags, or whose name is not a name (insult, command, markup). A vendor moderator
 * that fails refuses too (AppError unavailable, SAFETY_CHECK_UNAVAILABLE): never open.
 */
export async function screenStoryRequest(
  moderator: Moderator,
  fields: { name: string; description: string | null; customMoral: string; freeText: string; others?: { name: string; description: string | null }[] },
  language: LanguageCode,
): Promise<void> {
  // The story's other heroes are read by the writer too, so they are screened alike.
  const others = fields.others ?? [];
  for (const name of [fields.name, ...others.map((o) => o.name)]) {
    const problem = nameProblem(name);
    if (problem) throw new AppError('unsafe_content', nameRefusal(problem));
  }
  const screened: Array<[string, ScreenField]> = [
    [fields.description ?? '', 'description'],
    ...others.map((o): [string, ScreenField] => [o.description ?? '', 'description']),
    [fields.customMoral, 'moral'],
    [fields.freeText, 'wish'],
  ];
  for (const [text, field] of screened) {
    const finding = text ? screenText(text, language, field) : null;
    if (finding) throw new AppError('unsafe_content', refusalMessage(finding.category));
  }
  if (moderator.name === 'builtin') return;
  const texts = [fields.name, fields.description ?? '', ...others.flatMap((o) => [o.name, o.description ?? '']), fields.customMoral, fields.freeText].filter(
    Boolean,
  );
  let flagged: boolean;
  try {
    flagged = (await moderator.check(texts, language)).flagged;
  } catch {
    throw new AppError('unavailable', SAFETY_CHECK_UNAVAILABLE);
  }
  if (flagged) throw new AppError('unsafe_content', UNSAFE_REQUEST);
}

/**
 * Screens a character description when it is uploaded, with the same screen (and the configured
 * moderator) as the story request, so an unsafe description is never stored. `language` is the
 * parent's UI language; English and the language of the description's words are screened as well. @throws AppError unsafe_content (UNSAFE_DESCRIPTION, or the self-harm and
 * protection messages), unavailable when a vendor moderator fails.
 */
export async function screenDescription(moderator: Moderator | null, description: string, language: LanguageCode): Promise<void> {
  // The UI language, English (parents mix it into every language) and the language the
  // description's own words are in (a parent may write in another language than the site's).
  const languages = new Set<LanguageCode>([language, 'en', descriptionLanguage(description) ?? language]);
  let finding = null;
  for (const l of languages) finding ??= screenText(description, l, 'description');
  if (finding) {
    const message = refusalMessage(finding.category);
    throw new AppError('unsafe_content', message === UNSAFE_REQUEST ? UNSAFE_DESCRIPTION : message);
  }
  if (!moderator || moderator.name === 'builtin') return;
  let flagged: boolean;
  try {
    flagged = (await moderator.check([description], language)).flagged;
  } catch {
    throw new AppError('unavailable', SAFETY_CHECK_UNAVAILABLE);
  }
  if (flagged) throw new AppError('unsafe_content', UNSAFE_DESCRIPTION);
}
