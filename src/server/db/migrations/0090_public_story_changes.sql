-- Every web node keeps the public library (list, pages,
-- media URLs) in memory and drops it when the library changes. The database says when: any
-- insert, update or delete touching a public story (published, unpublished, finished, renamed,
-- re-ranked, deleted, its pages changed) sends NOTIFY public_stories with the story id. One place
-- catches every writer: the web node, a worker process, the operator CLI, a cascaded user deletion.
-- Works the same on PGlite (plpgsql is built in) and Postgres.
CREATE OR REPLACE FUNCTION notify_public_story_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.is_public THEN PERFORM pg_notify('public_stories', OLD.id::text); END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_public THEN PERFORM pg_notify('public_stories', NEW.id::text); END IF;
    RETURN NEW;
  END IF;
  IF (OLD.is_public OR NEW.is_public) AND (
       OLD.is_public IS DISTINCT FROM NEW.is_public OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.public_rank IS DISTINCT FROM NEW.public_rank
    OR OLD.cover_key IS DISTINCT FROM NEW.cover_key OR OLD.moral_text IS DISTINCT FROM NEW.moral_text
    OR OLD.hero IS DISTINCT FROM NEW.hero OR OLD.completed_at IS DISTINCT FROM NEW.completed_at) THEN
    PERFORM pg_notify('public_stories', NEW.id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS stories_public_change ON stories;
CREATE TRIGGER stories_public_change AFTER INSERT OR UPDATE OR DELETE ON stories
  FOR EACH ROW EXECUTE FUNCTION notify_public_story_change();

-- A page of a finished public story changed (text, picture or narration replaced).
CREATE OR REPLACE FUNCTION notify_public_chunk_change() RETURNS trigger AS $$
BEGIN
  IF (OLD.content IS DISTINCT FROM NEW.content OR OLD.image_key IS DISTINCT FROM NEW.image_key
      OR OLD.audio_key IS DISTINCT FROM NEW.audio_key)
     AND EXISTS (SELECT 1 FROM stories WHERE id = NEW.story_id AND is_public AND status = 'COMPLETE') THEN
    PERFORM pg_notify('public_stories', NEW.story_id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS story_chunks_public_change ON story_chunks;
CREATE TRIGGER story_chunks_public_change AFTER UPDATE ON story_chunks
  FOR EACH ROW EXECUTE FUNCTION notify_public_chunk_change();
