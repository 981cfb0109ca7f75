-- Up to three heroes in one story. The main hero stays where it was
-- (stories.character_id and the stories.hero snapshot); the other one or two heroes are kept
-- here in the parent's order (position 1 and 2), each with the snapshot the story was written
-- from, so deleting a character later changes nothing in the story (its id becomes NULL).
CREATE TABLE story_heroes (
  story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 2),
  character_id integer REFERENCES characters(id) ON DELETE SET NULL,
  hero jsonb NOT NULL,
  PRIMARY KEY (story_id, position)
);
CREATE INDEX story_heroes_character ON story_heroes (character_id);
