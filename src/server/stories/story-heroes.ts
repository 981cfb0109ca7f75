/**
 * A story's heroes: THE one place that says where they are read from. The main hero
 * is stories.character_id + stories.hero; the others are rows of story_heroes (position 1-2),
 * loaded with every story row as StoryRow.coHeroes (see STORY_COLUMNS). A continued episode
 * and the per-character boundaries take the heroes from here.
 */
import type { Db } from '../db/client.ts';
import type { CharacterSheet } from '../providers/types.ts';
import type { StoryHero, StoryRow } from './story-types.ts';

/** SQL expression (for a SELECT on `stories`) that gives the other heroes as a JSON array of StoryHero, in order. */
export const CO_HEROES_SQL = `(SELECT coalesce(jsonb_agg(jsonb_build_object('characterId', sh.character_id, 'sheet', sh.hero) ORDER BY sh.position), '[]'::jsonb)
  FROM story_heroes sh WHERE sh.story_id = stories.id) AS "coHeroes"`;

/** All heroes of a story, the main one first (1 to 3). */
export function storyHeroes(story: Pick<StoryRow, 'characterId' | 'hero' | 'coHeroes'>): StoryHero[] {
  return [{ characterId: story.characterId, sheet: story.hero }, ...(story.coHeroes ?? [])];
}

/** The character sheets of a story's other heroes (not the main one), for the writer and the illustrator. */
export function coHeroSheets(story: Pick<StoryRow, 'coHeroes'>): CharacterSheet[] {
  return (story.coHeroes ?? []).map((h) => h.sheet);
}

/** Stores the other heroes of a new story (inside the creating transaction). */
export async function insertCoHeroes(tx: Db, storyId: string, heroes: readonly StoryHero[]): Promise<void> {
  for (const [i, h] of heroes.entries()) {
    await tx.query('INSERT INTO story_heroes (story_id, position, character_id, hero) VALUES ($1, $2, $3, $4)', [
      storyId,
      i + 1,
      h.characterId,
      JSON.stringify(h.sheet),
    ]);
  }
}
