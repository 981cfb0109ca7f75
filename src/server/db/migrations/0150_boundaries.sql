-- The parent's boundaries per character (what that child's stories avoid and
-- their maximum intensity), and the combined boundaries a story was made with (a snapshot, like
-- hero: editing or deleting a character later never changes a story). Shape of both:
-- {"avoid": ["water", ...], "maxIntensity": "gentle" | "small" | "real"}; null = no boundaries.
ALTER TABLE characters ADD COLUMN boundaries jsonb;
ALTER TABLE stories ADD COLUMN boundaries jsonb;
