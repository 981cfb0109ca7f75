/** The API shape of an export: {id, storyId, type, status, storageUrl}. */
import { downloadFileName, type Storage } from '../storage/storage.ts';
import { EXPORT_EXTENSIONS, type ExportPaper, type ExportRow, type ExportStatus, type ExportType } from './queries.ts';

export interface ExportView {
  id: string;
  storyId: string;
  type: ExportType;
  /** PDF paper size ('a4' or 'letter'); null for video and audio. */
  paper: ExportPaper | null;
  status: ExportStatus;
  /** Signed URL of the file when COMPLETED, else null; it downloads as '<story title>.mp4' (.mp3, .pdf). Made per response; lasts SIGNED_URL_TTL_SECONDS like every media link. */
  storageUrl: string | null;
  /** Expiry of storageUrl in epoch seconds. */
  storageUrlExpiresAt: number | null;
  /** Why it FAILED, in words for the parent; null otherwise. */
  error: string | null;
  createdAt: string;
}

/** `storyTitle` names the downloaded file ('Yes, Download' saves '<title>.mp4'). */
export async function presentExport(storage: Storage, row: ExportRow, storyTitle: string): Promise<ExportView> {
  const signed =
    row.status === 'COMPLETED' && row.storageKey
      ? await storage.signedUrl(row.storageKey, undefined, { downloadName: downloadFileName(storyTitle, EXPORT_EXTENSIONS[row.type]) })
      : null;
  return {
    id: row.id,
    storyId: row.storyId,
    type: row.type,
    paper: row.paper ?? null,
    status: row.status,
    storageUrl: signed?.url ?? null,
    storageUrlExpiresAt: signed?.expiresAt ?? null,
    error: row.status === 'FAILED' ? row.error : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
