/**
 * StoryWishes: what a parent's free text and custom moral were understood to ask for,
 * as elements of a vetted vocabulary. The story is built from these elements, never from the
 * parent's sentence; the parent's own words are only shown back to the parent.
 */
import type { WishChipView } from '../../../shared/api-types.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { TimeOfDay } from '../page-plan.ts';
import type { ConceptCategory } from './concepts/types.ts';

/** Places a wish can name: the built-in writer's adventure settings. */
export const WISH_PLACES = ['garden', 'forest', 'meadow', 'seaside', 'mountain', 'farm', 'park', 'lake', 'snowyVillage', 'castle'] as const;
export type WishPlace = (typeof WISH_PLACES)[number];

/** Companions a wish can name (the built-in writer's companions). */
export const WISH_COMPANIONS = ['puppy', 'kitten', 'bunny', 'owl', 'fox', 'turtle', 'teddy', 'robot', 'dragon'] as const;
export type WishCompanion = (typeof WISH_COMPANIONS)[number];

/** Objects a wish can name; each is a prop the illustrator draws. */
export const WISH_OBJECTS = [
  'ball',
  'kite',
  'book',
  'lantern',
  'cake',
  'gift',
  'boat',
  'shell',
  'map',
  'basket',
  'apple',
  'umbrella',
  'balloon',
  'bicycle',
] as const;
export type WishObject = (typeof WISH_OBJECTS)[number];

/** Activities a wish can name; each brings its own objects into the pictures. */
export const WISH_ACTIVITIES = ['picnic', 'kiteFlying', 'reading', 'baking', 'birthday', 'sandcastle', 'treasureHunt', 'snowman'] as const;
export type WishActivity = (typeof WISH_ACTIVITIES)[number];

/** Catalogue themes a parent's words can point to (keys of src/content/morals). */
export const WISH_THEMES = [
  'sharing',
  'kindness',
  'honesty',
  'making-friends',
  'believing-in-yourself',
  'fear-of-the-dark',
  'patience',
  'helping-others',
  'saying-sorry',
  'gratitude',
  'teamwork',
  'caring-for-nature',
  'tidying-up',
  'brushing-teeth',
  'bedtime-routine',
  'kindness-to-animals',
] as const;
export type WishTheme = (typeof WISH_THEMES)[number];

/** Safe lessons a custom moral falls back to when no catalogue theme is close. */
export const GENERIC_LESSON: WishTheme = 'kindness';

import type { WishSituation } from './situation.ts';

export interface WishedCompanion {
  kind: WishCompanion;
  /** A name the parent gave it ("teddy Bruno"), checked by the moderator and the name rules; null otherwise. */
  name: string | null;
}

/**
 * A wished thing of the larger vocabulary (concepts/): a giraffe, the moon, grandma, a fire engine,
 * keyed by its emoji code; read where the built-in elements above have no word for it.
 */
export interface WishedConcept {
  /** The concept's code in concepts.json ("1f992"). */
  code: string;
  category: ConceptCategory;
  /** A name the parent gave it ("the dolphin Chispa"), checked by the name rules; null otherwise. */
  name: string | null;
}

/** One chip of "what we understood", in the story language and in English (the UI language). */
export type WishChip = WishChipView;

/** The structured reading of a parent's wishes (pure data, stored nowhere: recomputed from the request). */
export interface StoryWishes {
  language: LanguageCode;
  places: WishPlace[];
  companions: WishedCompanion[];
  /** Wished things beyond the built-in elements, in the parent’s order (at most 10). */
  concepts: WishedConcept[];
  objects: WishObject[];
  activities: WishActivity[];
  timeOfDay: TimeOfDay | null;
  /** Catalogue themes named in the free text. */
  themes: WishTheme[];
  /** The story's lesson: the chosen catalogue theme, a custom moral mapped to the closest theme, or a generic safe one. */
  lesson: { key: string; source: 'catalogue' | 'custom' | 'generic' } | null;
  /** A hard time the wish speaks of (a loss, a new baby, a move…): the story's plot is written for it. */
  situation?: WishSituation;
  /** Words of the parent that the story will not use (shown to the parent only; at most 8). */
  leftOut: string[];
  chips: WishChip[];
}
