/**
 * The heroes of a story, main hero first (issue 22.2 takes the previous episode's heroes through
 * this one function; issue 22.1 stores up to two more heroes in story_heroes, see story-heroes.ts).
 */
import type { CharacterSheet } from '../providers/types.ts';
import { storyHeroes } from './story-heroes.ts';
import type { StoryRow } from './story-types.ts';

export function heroesOf(story: Pick<StoryRow, 'characterId' | 'hero' | 'coHeroes'>): CharacterSheet[] {
  return storyHeroes(story).map((h) => h.sheet);
}
