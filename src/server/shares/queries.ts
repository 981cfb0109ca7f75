/** Queries on story share links, db first. Owner reads always filter by user. */
import { maybeOne, type Db } from '../db/client.ts';
import { isUuid } from '../stories/queries.ts';

/** A story_shares row (camelCase). The token itself is never stored, only its SHA-256. */
export interface ShareRow {
  id: string;
  storyId: string;
  userId: string;
  expiresAt: Date | null;
  createdAt: Date;
  lastOpenedAt: Date | null;
}

const COLUMNS = `id, story_id AS "storyId", user_id AS "userId", expires_at AS "expiresAt", created_at AS "createdAt", last_opened_at AS "lastOpenedAt"`;

export async function insertShare(db: Db, input: { storyId: string; userId: string; tokenHash: string; expiresAt: Date | null }): Promise<ShareRow> {
  const rows = await db.query<ShareRow>(`INSERT INTO story_shares (story_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
    input.storyId,
    input.userId,
    input.tokenHash,
    input.expiresAt,
  ]);
  return rows[0]!;
}

/** The owner's links of one story that still work (not expired), newest first. */
export async function listShares(db: Db, userId: string, storyId: string): Promise<ShareRow[]> {
  if (!isUuid(storyId)) return [];
  return db.query<ShareRow>(
    `SELECT ${COLUMNS} FROM story_shares WHERE story_id = $1 AND user_id = $2 AND (expires_at IS NULL OR expires_at > now())
     ORDER BY created_at DESC, id`,
    [storyId, userId],
  );
}

/** Deletes the owner's link; false when there was none (someone else's, another story's, gone). */
export async function deleteShare(db: Db, userId: string, storyId: string, id: string): Promise<boolean> {
  if (!isUuid(id) || !isUuid(storyId)) return false;
  const rows = await db.query(`DELETE FROM story_shares WHERE id = $1 AND story_id = $2 AND user_id = $3 RETURNING id`, [id, storyId, userId]);
  return rows.length > 0;
}

/** The link of a token hash that has not expired, marking it opened; undefined otherwise. */
export async function openShare(db: Db, tokenHash: string): Promise<ShareRow | undefined> {
  return maybeOne<ShareRow>(
    db,
    `UPDATE story_shares SET last_opened_at = now() WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > now()) RETURNING ${COLUMNS}`,
    [tokenHash],
  );
}

/** Expired links are useless: removed when a new link is made for the same story. */
export async function deleteExpiredShares(db: Db, storyId: string): Promise<void> {
  await db.query(`DELETE FROM story_shares WHERE story_id = $1 AND expires_at <= now()`, [storyId]);
}
