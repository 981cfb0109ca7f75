/**
 * The heroes of a story, main hero first (issue 22.2 takes the previous episode's heroes through
 * this one function). Today a story has one hero (stories.hero); when stories carry a list of
 * heroes (issue 22.1), only this function changes.
 */
import type { CharacterSheet } from '../providers/types.ts';
import type { StoryRow } from './story-types.ts';

export function heroesOf(story: Pick<StoryRow, 'hero'>): CharacterSheet[] {
  return [story.hero];
}
