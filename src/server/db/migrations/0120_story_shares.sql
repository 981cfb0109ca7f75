-- Private share links of a story: the token itself is never stored, only its
-- SHA-256 (hex). Revoking deletes the row; deleting the story or the account deletes its links.
CREATE TABLE story_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_opened_at timestamptz
);
CREATE INDEX story_shares_story ON story_shares (story_id, created_at DESC);
