/** Queries on stories and their chunks (db first). Private reads always filter by owner. */
import { rememberStories, type RememberedStory } from '../storycraft/writer/memory.ts';
import { maybeOne, type Db } from '../db/client.ts';
import type { ChunkRow, StoryRow, StoryStatus } from './story-types.ts';
import { CO_HEROES_SQL } from './story-heroes.ts';
import type { StoryAvoid, StoryPlan, StoryRecap } from '../providers/types.ts';

export const STORY_COLUMNS = `id, user_id AS "userId", is_public AS "isPublic", title, language, age,
  moral_key AS "moralKey", moral_text AS "moralText", free_text AS "freeText",
  illustration_style AS "illustrationStyle", character_id AS "characterId", hero,
  reference_photo_key AS "referencePhotoKey", voice_sample_id AS "voiceSampleId", voice,
  enrich_by_voice AS "enrichByVoice", enrich_by_image AS "enrichByImage", seed, status, error,
  cover_key AS "coverKey", created_at AS "createdAt", updated_at AS "updatedAt", completed_at AS "completedAt", boundaries,
  series_id AS "seriesId", episode, continues_id AS "continuesId",
  ${CO_HEROES_SQL}`;

const CHUNK_COLUMNS = `story_id AS "storyId", position, content, scene, illustration_prompt AS "illustrationPrompt",
  image_key AS "imageKey", audio_key AS "audioKey", audio_content_type AS "audioContentType",
  audio_duration_seconds AS "audioDurationSeconds", timings`;

/** Who may read: the owner (private) or anyone (public). */
export type StoryScope = { kind: 'private'; userId: string } | { kind: 'public' };

function scopeWhere(scope: StoryScope, param: number): { sql: string; params: unknown[] } {
  return scope.kind === 'private' ? { sql: `user_id = $${param}`, params: [scope.userId] } : { sql: "is_public = true AND status = 'COMPLETE'", params: [] };
}

export async function findStory(db: Db, scope: StoryScope, id: string): Promise<StoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const where = scopeWhere(scope, 2);
  return maybeOne<StoryRow>(db, `SELECT ${STORY_COLUMNS} FROM stories WHERE id = $1 AND ${where.sql}`, [id, ...where.params]);
}

/** Loads a story by id with no owner check: for the pipeline only. */
export async function findStoryForJob(db: Db, id: string): Promise<StoryRow | undefined> {
  return maybeOne<StoryRow>(db, `SELECT ${STORY_COLUMNS} FROM stories WHERE id = $1`, [id]);
}

/**
 * A parent's list keeps a series together: the series sits where its newest episode
 * would, its episodes in order; a story in no series is a series of one (the order stays newest first).
 */
const PRIVATE_LIST_ORDER = `max(created_at) OVER (PARTITION BY coalesce(series_id, id)) DESC, coalesce(series_id, id), coalesce(episode, 1), created_at DESC, id`;

export async function listStories(db: Db, scope: StoryScope, limit: number, offset: number): Promise<{ rows: StoryRow[]; total: number }> {
  const where = scopeWhere(scope, 1);
  const order = scope.kind === 'public' ? 'public_rank ASC NULLS LAST, created_at DESC, id' : PRIVATE_LIST_ORDER;
  const rows = await db.query<StoryRow>(
    `SELECT ${STORY_COLUMNS} FROM stories WHERE ${where.sql} ORDER BY ${order} LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, limit, offset],
  );
  const total = await maybeOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM stories WHERE ${where.sql}`, where.params);
  return { rows, total: total?.n ?? 0 };
}

/** How many public (library) stories are still being made: the example library at a first start. */
export async function countPublicInProgress(db: Db): Promise<number> {
  const row = await maybeOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM stories WHERE is_public AND status NOT IN ('COMPLETE', 'FAILED')`);
  return row?.n ?? 0;
}

/** Finished stories in reading order, for previous/next story navigation. */
export async function listNavigation(db: Db, scope: StoryScope): Promise<{ id: string; title: string }[]> {
  const where = scopeWhere(scope, 1);
  const order = scope.kind === 'public' ? 'public_rank ASC NULLS LAST, created_at DESC, id' : 'created_at DESC, id';
  return db.query(`SELECT id, coalesce(title, '') AS title FROM stories WHERE ${where.sql} AND status = 'COMPLETE' ORDER BY ${order}`, where.params);
}

export async function listChunks(db: Db, storyIds: string[]): Promise<ChunkRow[]> {
  if (!storyIds.length) return [];
  return db.query<ChunkRow>(`SELECT ${CHUNK_COLUMNS} FROM story_chunks WHERE story_id = ANY($1::uuid[]) ORDER BY story_id, position`, [storyIds]);
}

/**
 * Moves an unfinished story to `status`. A finished story (COMPLETE or FAILED) is never moved
 * again: a stale job whose claim lapsed, or the sweeper, cannot undo the other's ending.
 */
export async function setStoryStatus(db: Db, id: string, status: StoryStatus, error: string | null = null): Promise<void> {
  await db.query(
    `UPDATE stories SET status = $2, error = $3, updated_at = now(), completed_at = CASE WHEN $2 = 'COMPLETE' THEN now() ELSE completed_at END
      WHERE id = $1 AND status NOT IN ('COMPLETE', 'FAILED')`,
    [id, status, error],
  );
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** How many of a child's stories the writer remembers (about a month of bedtimes). */
export const REMEMBERED_STORIES = 30;

/**
 * What this child already heard: the plans and titles of the latest REMEMBERED_STORIES stories
 * of the parent with the same main hero (`characterId`; null = any of the parent's stories), for
 * the writer's WriteRequest.avoid, newest first. Example stories (no owner) and stories without a
 * stored plan count for nothing. `storyId` is the story being written (left out). One query,
 * bounded by the limit.
 */
export async function recentPlansToAvoid(db: Db, userId: string | null, storyId: string, characterId: number | null = null): Promise<StoryAvoid> {
  if (!userId) return {};
  const rows = await db.query<RememberedStory>(
    `SELECT plan, title FROM stories
      WHERE user_id = $1 AND id <> $2 AND plan IS NOT NULL AND ($3::int IS NULL OR character_id = $3)
      ORDER BY created_at DESC, id LIMIT ${REMEMBERED_STORIES}`,
    [userId, storyId, characterId],
  );
  return rememberStories(rows);
}

// ---- Writes of the story pipeline (src/server/pipeline): one function per memoized step result. ----

/** A written page as the pipeline stores it (text, scene, prompt). */
export interface NewChunk {
  text: string;
  scene: unknown;
  illustrationPrompt: string;
}

/**
 * Stores the written pages, the title and the writer's plan (what later stories avoid) and moves the story to TEXT_COMPLETED, in the caller's
 * transaction. Idempotent: a page already stored is kept as it was.
 *
 * The story row is updated before the pages are inserted: a page's foreign key takes a key-share
 * lock on the story row, and upgrading it afterwards deadlocked on Postgres with a parent deleting
 * the story at that moment (the DELETE waits for the key-share lock, the upgrade for the DELETE).
 */
export async function saveWrittenStory(
  tx: Db,
  storyId: string,
  title: string,
  pages: NewChunk[],
  plan: StoryPlan | null = null,
  recap: StoryRecap | null = null,
): Promise<void> {
  await tx.query('UPDATE stories SET title = $2, plan = $3, recap = $4 WHERE id = $1', [
    storyId,
    title,
    plan ? JSON.stringify(plan) : null,
    recap ? JSON.stringify(recap) : null,
  ]);
  for (const [position, page] of pages.entries()) {
    await tx.query(
      `INSERT INTO story_chunks (story_id, position, content, scene, illustration_prompt)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (story_id, position) DO NOTHING`,
      [storyId, position, page.text, JSON.stringify(page.scene), page.illustrationPrompt],
    );
  }
  await setStoryStatus(tx, storyId, 'TEXT_COMPLETED');
}

/** Records a page's picture (once: a picture already recorded wins) and marks the story as moving, in one statement. */
export async function setChunkImage(db: Db, storyId: string, position: number, imageKey: string): Promise<void> {
  await db.query(
    `WITH page AS (UPDATE story_chunks SET image_key = $3 WHERE story_id = $1 AND position = $2 AND image_key IS NULL)
     UPDATE stories SET updated_at = now() WHERE id = $1`,
    [storyId, position, imageKey],
  );
}

/** Records a page's narration (once) with its type, length in seconds and sentence timings; the story is marked as moving. */
export async function setChunkAudio(
  db: Db,
  storyId: string,
  position: number,
  audio: { key: string; contentType: string; durationSeconds: number; timings: unknown },
): Promise<void> {
  await db.query(
    `WITH page AS (UPDATE story_chunks SET audio_key = $3, audio_content_type = $4, audio_duration_seconds = $5, timings = $6
      WHERE story_id = $1 AND position = $2 AND audio_key IS NULL)
     UPDATE stories SET updated_at = now() WHERE id = $1`,
    [storyId, position, audio.key, audio.contentType, audio.durationSeconds, JSON.stringify(audio.timings)],
  );
}

export async function setStoryCover(db: Db, storyId: string, coverKey: string): Promise<void> {
  await db.query('UPDATE stories SET cover_key = $2 WHERE id = $1', [storyId, coverKey]);
}

export async function storyExists(db: Db, storyId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM stories WHERE id = $1', [storyId])).length > 0;
}

/** Unfinished stories that made no progress for `minutes`. */
export async function listStalledStoryIds(db: Db, minutes: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM stories WHERE status NOT IN ('COMPLETE', 'FAILED') AND updated_at < now() - make_interval(mins => $1)`,
    [minutes],
  );
  return rows.map((r) => r.id);
}

/**
 * SQL condition on a story_chunks row `c` of story `s`: the page can be read — it has
 * its picture and, when the story is narrated, its narration.
 */
export const CHUNK_READY_SQL = '(c.image_key IS NOT NULL AND (NOT s.enrich_by_voice OR c.audio_key IS NOT NULL))';

/** Whether a page can be read: same rule as CHUNK_READY_SQL. */
export function isChunkReady(story: Pick<StoryRow, 'enrichByVoice'>, chunk: Pick<ChunkRow, 'imageKey' | 'audioKey'>): boolean {
  return Boolean(chunk.imageKey) && (!story.enrichByVoice || Boolean(chunk.audioKey));
}

/** The story's title and cover key as stored now (the pipeline's story row may be older). */
export function findStoryTitleAndCover(db: Db, storyId: string): Promise<{ title: string | null; coverKey: string | null } | undefined> {
  return maybeOne(db, 'SELECT title, cover_key AS "coverKey" FROM stories WHERE id = $1', [storyId]);
}

/** Stores the voice the story is narrated with (with its vendor clone id). */
export async function setStoryVoice(db: Db, storyId: string, voice: unknown): Promise<void> {
  await db.query('UPDATE stories SET voice = $2 WHERE id = $1', [storyId, JSON.stringify(voice)]);
}
