/**
 * The one shape every story language fills: `languages/<code>/` holds one module per slot below,
 * and `languages/<code>/index.ts` puts them together as a StorycraftLanguage. A missing slot is a
 * type error, and languages.test.ts checks every folder at runtime too, naming the file and the
 * slot. A native speaker edits these modules; the engine (writer/, wishes/, likeness/,
 * boundaries/) only reads them.
 */
import type { BoundaryKey } from '../../../shared/boundaries.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { LookPhraseWords } from '../likeness/look-words.ts';
import type { WishLexicon } from '../wishes/lexicon-types.ts';
import type { HeroWords } from '../writer/hero-words.ts';
import type { LanguagePack, PlotShape, StoryContext } from '../writer/story-types.ts';
import type { Setting } from '../page-plan.ts';

/** The middle beats that get texture (scenery and inner thoughts) for older listeners. */
export type TextureBeat = 'go' | 'problem' | 'try0' | 'try1' | 'try2' | 'turn' | 'resolution' | 'homeward';

/** `texture.ts`: the lines the writer adds to middle pages for ages 7 and up. */
export interface TextureWords {
  /** Per beat: [a tier-2 scenery or dialogue line (ages 7+), a tier-3 inner-thought paragraph (ages 10+)]. */
  paragraphs: (c: StoryContext) => Record<TextureBeat, [string, string]>;
  /** More phrasings per beat to pick from ([tier-2 lines, tier-3 paragraphs]); used indoors instead of the first ones. */
  bank?: (c: StoryContext) => Record<TextureBeat, [string[], string[]]>;
  /** More tier-2 lines per beat that name the hero or the companion and fit any place. */
  named?: (c: StoryContext) => Record<TextureBeat, string[]>;
}

/** The companion's callback to the last episode (part of `episodes.ts`). */
export interface CallbackText {
  /**
   * What happened last time, by the previous episode's plot: a noun phrase in the form the `line`
   * frame needs, with `at` the previous place phrase (story.settings[…].at) or '' for toddlers.
   * A plot the language does not write has none.
   */
  memory: Partial<Record<PlotShape, (at: string, c: StoryContext) => string>>;
  /** The callback for ages 4 and up: the companion asks, the hero smiles. */
  line: (c: StoryContext, memory: string) => string;
  /** The short callback for ages 1-3 (the memory without its place), with the hero's name: it may be the page's only line. */
  short: (c: StoryContext, memory: string) => string;
}

/** `episodes.ts`: what a next episode of a series says about the last one. */
export interface EpisodeWords {
  callback: CallbackText;
  /** The first sentence of a next episode, instead of the story's usual "Once upon a time": a series goes on. */
  opening: (c: StoryContext) => string;
}

/** `look.ts`: the hero's look, read from a parent's description and said back in a story. */
export interface LookWords {
  /**
   * The description parser's words, `meaning=word|word;…` (meanings listed in likeness/lexicon.ts;
   * a word ending in `*` matches any word starting with it).
   */
  describe: string;
  /**
   * Words that mark a description speaking of someone other than the hero, `pre=…;post=…;who=…`:
   * `pre` comes before them (third-person possessives "her", "seine", "son"; "with"; "loves"),
   * `post` right after them (Arabic "ها", Hindi "के साथ", Korean "와", Japanese "と一緒"), `who`
   * names them (sister, friend, cousin, toy). Their trait words are not the hero's.
   */
  others: string;
  /** How a story says the look from its fields ("blonde curls, round glasses and a red hat"). */
  phrase: LookPhraseWords;
}

/**
 * `boundaries.ts`: the words of each boundary, what a story told to avoid water, animals, … must
 * not say (syntax in boundaries/word-lists.ts).
 */
export type BoundaryWordList = Record<BoundaryKey, readonly string[]>;

/**
 * `nights.ts`: what makes one night's story differ from the last ones at its edges: other titles
 * and the places where the story opens and ends at home.
 */
export interface NightWords {
  /**
   * Titles for any story, taken in turn with the plot's own so that a child's titles do not all
   * sound alike: with the companion (c.co.name) and the place of the adventure (c.place.at).
   */
  titles: (c: StoryContext) => string[];
  /**
   * One sentence (alternatives) saying where the first page happens, by setting: the living room
   * ('home'), the kitchen, the garden, the window seat, the doorstep. A setting without words is never chosen.
   */
  opening: Partial<Record<Setting, (c: StoryContext) => string[]>>;
  /** Likewise for the last page, where the hero falls asleep: 'bedroom', 'bunkBed', 'attic'. */
  ending: Partial<Record<Setting, (c: StoryContext) => string[]>>;
}

/** Everything the story engine knows of one language. */
export interface StorycraftLanguage {
  code: LanguageCode;
  /** `story.ts`: the writer's templates: settings, companions, every plot and the pages around them. */
  story: LanguagePack;
  /** `nights.ts`. */
  nights: NightWords;
  /** `heroes.ts`: the sentences of a story's second and third heroes. */
  heroes: HeroWords;
  /** `wishes.ts`: the vetted words a parent's wishes are read against. */
  wishes: WishLexicon;
  /** `look.ts`. */
  look: LookWords;
  /** `boundaries.ts`. */
  boundaries: BoundaryWordList;
  /** `texture.ts`. */
  texture: TextureWords;
  /** `episodes.ts`. */
  episodes: EpisodeWords;
}

/** The modules of a language folder, by slot of StorycraftLanguage (the runtime check reads this). */
export const LANGUAGE_MODULES = {
  story: 'story.ts',
  heroes: 'heroes.ts',
  wishes: 'wishes.ts',
  look: 'look.ts',
  boundaries: 'boundaries.ts',
  texture: 'texture.ts',
  episodes: 'episodes.ts',
  nights: 'nights.ts',
} as const satisfies Record<Exclude<keyof StorycraftLanguage, 'code'>, string>;
