/**
 * The heroes of a story, main hero first (a next episode takes the previous episode's heroes
 * through this one function; up to two more heroes are stored in story_heroes, see story-heroes.ts).
 */
import type { CharacterSheet } from '../providers/types.ts';
import { storyHeroes } from './story-heroes.ts';
import type { StoryRow } from './story-types.ts';

export function heroesOf(story: Pick<StoryRow, 'characterId' | 'hero' | 'coHeroes'>): CharacterSheet[] {
  return storyHeroes(story).map((h) => h.sheet);
}
