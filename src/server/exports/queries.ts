/** Queries on exports: video, and the MP3 and PDF keepsakes (db first). Reads for the API always filter by owner. */
import { maybeOne, type Db } from '../db/client.ts';
import { isUuid } from '../stories/queries.ts';
import { storageKeys } from '../storage/keys.ts';

/** Export status. */
export const EXPORT_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Export type: 'video', plus the keepsakes ('audio' MP3, 'pdf' picture book). */
export const EXPORT_TYPES = ['video', 'audio', 'pdf'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
/** Paper of a PDF export (landscape A4 or US Letter); null for the other types. */
export type ExportPaper = 'a4' | 'letter';

/** An exports row (camelCase). */
export interface ExportRow {
  id: string;
  storyId: string;
  userId: string;
  type: ExportType;
  /** PDF paper size; null (or absent, in rows made before keepsakes existed) for video and audio. */
  paper?: ExportPaper | null;
  status: ExportStatus;
  /** Storage key of the file once COMPLETED: stories/<storyId>/exports/<id>.<mp4|mp3|pdf> */
  storageKey: string | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, story_id AS "storyId", user_id AS "userId", type, paper, status, storage_key AS "storageKey", error,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The owner's export `id` of story `storyId`, or undefined. */
export async function findExport(db: Db, userId: string, storyId: string, id: string): Promise<ExportRow | undefined> {
  if (!isUuid(id) || !isUuid(storyId)) return undefined;
  return maybeOne<ExportRow>(db, `SELECT ${COLUMNS} FROM exports WHERE id = $1 AND story_id = $2 AND user_id = $3`, [id, storyId, userId]);
}

/** Loads an export by id with no owner check: for the job only. */
export async function findExportForJob(db: Db, id: string): Promise<ExportRow | undefined> {
  return maybeOne<ExportRow>(db, `SELECT ${COLUMNS} FROM exports WHERE id = $1`, [id]);
}

/**
 * The export a new request of this story should reuse: a finished one first, else one still
 * being rendered (so a double click does not render twice). FAILED ones are never reused.
 */
export async function findReusableExport(db: Db, storyId: string, type: string, paper: ExportPaper | null = null): Promise<ExportRow | undefined> {
  return maybeOne<ExportRow>(
    db,
    `SELECT ${COLUMNS} FROM exports WHERE story_id = $1 AND type = $2 AND paper IS NOT DISTINCT FROM $3 AND status <> 'FAILED'
     ORDER BY (status = 'COMPLETED') DESC, created_at DESC LIMIT 1`,
    [storyId, type, paper],
  );
}

export async function insertExport(db: Db, input: { storyId: string; userId: string; type: ExportType; paper?: ExportPaper | null }): Promise<ExportRow> {
  const rows = await db.query<ExportRow>(`INSERT INTO exports (story_id, user_id, type, paper) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
    input.storyId,
    input.userId,
    input.type,
    input.paper ?? null,
  ]);
  return rows[0]!;
}

/** Moves an export to `status`; returns false when the row is gone (story deleted meanwhile). */
export async function setExportStatus(
  db: Db,
  id: string,
  status: ExportStatus,
  fields: { storageKey?: string | null; error?: string | null } = {},
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE exports SET status = $2, storage_key = coalesce($3, storage_key), error = $4, updated_at = now() WHERE id = $1 RETURNING id`,
    [id, status, fields.storageKey ?? null, fields.error ?? null],
  );
  return rows.length > 0;
}

/** Storage key of an export's video; under the story's prefix so deleting the story removes it. */
export const exportKey = storageKeys.videoExport;

/** File extension of an export type. */
export const EXPORT_EXTENSIONS: Record<ExportType, 'mp4' | 'mp3' | 'pdf'> = { video: 'mp4', audio: 'mp3', pdf: 'pdf' };
