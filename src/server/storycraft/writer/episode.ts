/**
 * A next episode keeps the last one's companion (and its name),
 * stays in the same world (a family of places), picks another plot, and opens with a callback to
 * what happened last time. Also the recap the built-in writer keeps with every story, derived from
 * its page plan. The engine (builtin-writer.ts) only calls the functions here.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { MoralChoice, PreviousEpisode, Scene, Setting, StoryRecap } from '../../providers/types.ts';
import { LANGUAGES } from '../languages/index.ts';
import { countWords } from './text.ts';
import type { Beat, PlotChoice } from './plan.ts';
import { STORY_COMPANIONS, type Band, type CompanionWords, type LanguagePack, type PlotShape, type StoryCompanion, type StoryContext } from './story-types.ts';

/** Families of places: a next episode happens in the same one ('the same world'). */
export const WORLDS: readonly (readonly Setting[])[] = [
  ['lake', 'seaside', 'riverside', 'underSea'],
  ['forest', 'mountain', 'campsite'],
  ['meadow', 'park', 'garden', 'farm', 'playground'],
  ['snowyVillage', 'castle', 'city'],
  ['kitchen', 'home', 'bedroom', 'bakery', 'library', 'school'],
];

/** The places of `setting`'s world (itself included); a setting in no family is a world of its own. */
export function worldOf(setting: string): Setting[] {
  const world = WORLDS.find((w) => w.includes(setting as Setting));
  return world ? [...world] : [setting as Setting];
}

/** What a next episode asks of the plot choice: the same companion, the same world, another plot. */
export interface EpisodeChoice {
  companion: StoryCompanion | null;
  world: Setting[];
  /** The previous episode's plot, never repeated while another fits. */
  avoidPlot: string | null;
}

/** The plot constraints of a next episode, from the previous episode's plan (none without one). */
export function episodeChoice(previous: PreviousEpisode | undefined): EpisodeChoice | null {
  const plan = previous?.plan;
  if (!plan) return null;
  const companion = (STORY_COMPANIONS as readonly string[]).includes(plan.companion) ? (plan.companion as StoryCompanion) : null;
  return { companion, world: worldOf(plan.setting), avoidPlot: plan.plot };
}

/** The companion keeps the name it had last time (a name the parent gave in episode 1's wishes). */
export function keepCompanionName(co: CompanionWords, previous: PreviousEpisode | undefined, companion: StoryCompanion): CompanionWords {
  const name = previous?.recap?.companionName;
  if (!name || name === co.name || previous?.plan?.companion !== companion) return co;
  const forms = co.forms ? Object.fromEntries(Object.entries(co.forms).map(([k, v]) => [k, v.split(co.name).join(name)])) : undefined;
  return { ...co, name, intro: co.intro.split(co.name).join(name), ...(forms ? { forms } : {}) };
}

/**
 * The callback sentence to the previous episode in the story's language: the full one (with the
 * place) for ages 4+, the short one for toddlers; null when the previous episode has no built-in
 * plan or its plot has no text in this language.
 */
export function episodeCallback(pack: LanguagePack, c: StoryContext, previous: PreviousEpisode | undefined): string | null {
  const plan = previous?.plan;
  if (!plan) return null;
  const text = (LANGUAGES[pack.code as LanguageCode] ?? LANGUAGES.en).episodes.callback;
  const memory = text.memory[plan.plot as PlotShape];
  if (!memory) return null;
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
  if (c.band === 0) return text.short(c, tidy(memory('', c)));
  const at = pack.settings[plan.setting as Setting]?.at ?? '';
  return text.line(c, tidy(memory(at, c)));
}

/** The page that carries the callback: the first one on which the companion is with the hero. */
export const callbackBeat = (beats: readonly string[]): 'home' | 'meet' => (beats.includes('meet') ? 'meet' : 'home');

/**
 * A page of a next episode with its callback: at its end (ages 4+). A toddler page (at most
 * `toddlerWords` words) keeps its opening line and the callback when both fit, else the callback
 * alone (it names the hero).
 */
export function withCallback(lines: string[], callback: string | null, band: Band, toddlerWords: number): string[] {
  if (!callback || !lines.length) return lines;
  if (band !== 0) return [...lines, callback];
  return countWords(lines[0]!) + countWords(callback) <= toddlerWords ? [lines[0]!, callback] : [callback];
}

/** Props that dress a scene rather than carry the plot. */
const SCENERY = new Set(['bed', 'blanket', 'moon', 'star', 'tree']);
const INDOORS = new Set<Setting>(['home', 'bedroom']);
/** The beats of the plot itself (the key objects are theirs; home, journey and bedtime pages only frame it). */
const PLOT_BEATS = new Set<Beat>(['problem', 'try0', 'try1', 'try2', 'low', 'turn', 'resolution']);

/**
 * The built-in writer's recap, derived from its page plan: the places the pages
 * visit (home and bedroom left out), the companion and the figures met, the plot pages' key
 * objects with the state the story left them in ('sailboat:mended'), and the moral key (or label).
 */
export function builtinRecap(
  choice: PlotChoice,
  beats: readonly Beat[],
  scenes: readonly Scene[],
  moral: MoralChoice | null,
  companionName: string,
): StoryRecap {
  const places = [...new Set(scenes.map((s) => s.setting).filter((s) => !INDOORS.has(s)))];
  const friends = [...new Set([choice.companion as string, ...scenes.flatMap((s) => s.figures ?? [])])];
  const lastState = new Map<string, string | undefined>();
  for (const [index, scene] of scenes.entries()) {
    const key = scene.props[0];
    if (key && PLOT_BEATS.has(beats[index]!) && !SCENERY.has(key)) lastState.set(key, scene.keyPropState);
  }
  const objects = [...lastState].slice(0, 4).map(([prop, state]) => (state ? `${prop}:${state}` : prop));
  return { source: 'builtin', places, friends, objects, lesson: moral?.key ?? moral?.label ?? null, companionName };
}
