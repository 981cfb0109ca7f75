-- A story may be the next episode of another.
-- recap: a short structured summary of what happened (places visited, friends met, objects found,
--   the lesson learned; see StoryRecap in providers/types.ts), written with the story and read
--   only by the writer of the next episode — never sent to another user.
-- series_id: the id of the series' first episode (no foreign key on purpose: deleting episode 1
--   keeps the others together); null for a story that was never continued.
-- episode: 1, 2, 3 … within the series (numbers are kept when an episode is deleted).
-- continues_id: the story this one continues (null again when that one is deleted).
ALTER TABLE stories ADD COLUMN recap jsonb;
ALTER TABLE stories ADD COLUMN series_id uuid;
ALTER TABLE stories ADD COLUMN episode integer;
ALTER TABLE stories ADD COLUMN continues_id uuid REFERENCES stories(id) ON DELETE SET NULL;
CREATE INDEX stories_series ON stories (series_id, episode) WHERE series_id IS NOT NULL;
