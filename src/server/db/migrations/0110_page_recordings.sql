-- "Read it in my own voice". One recording per page of a story the parent owns,
-- played by the reader instead of the synthetic narration. Deleted with the story (cascade) and
-- with the account (the user cascade); the files live under the story's storage prefix.
CREATE TABLE page_recordings (
  story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  audio_key text NOT NULL,
  audio_content_type text NOT NULL,
  duration_seconds real NOT NULL,
  timings jsonb,
  consent_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (story_id, position)
);

CREATE INDEX page_recordings_user ON page_recordings (user_id);
