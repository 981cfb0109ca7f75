-- One-time e-mail tokens of the built-in identity service: sign-up confirmation,
-- password recovery and e-mail change. Stored hashed; one live token per user and purpose (a new
-- mail replaces the old link). PKCE clients leave their code challenge here so /verify can hand
-- back an auth code instead of tokens. Rows go with the user (ON DELETE CASCADE).
CREATE TABLE auth_one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
  token_type text NOT NULL CHECK (token_type IN ('confirmation', 'recovery', 'email_change')),
  token_hash text NOT NULL UNIQUE,
  -- The address the link was sent to (for email_change: the new address).
  relates_to text NOT NULL,
  code_challenge text,
  code_challenge_method text,
  redirect_to text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, token_type)
);
