-- The hero's look. photo_look is what the photo analysis saw (null: nothing seen or not
-- analysed), look_edits the parent's own choices (they win over the photo and the description),
-- look_status the analysis state the /personalize page polls.
ALTER TABLE characters ADD COLUMN photo_look jsonb;
ALTER TABLE characters ADD COLUMN look_edits jsonb;
ALTER TABLE characters ADD COLUMN look_status text NOT NULL DEFAULT 'none'
  CHECK (look_status IN ('none', 'pending', 'done', 'failed'));
