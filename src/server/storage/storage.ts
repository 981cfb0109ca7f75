/**
 * Media storage contract: photos, voice samples, illustrations, narration
 * and videos live under server-made keys and are read by the browser through signed URLs that
 * expire. Implementations: local folder (embedded) and S3-compatible (scaled).
 */
import { create as contentDisposition } from 'content-disposition';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A signed URL and its expiry in epoch seconds (the chunks' imageUrlExpiresAt / audioUrlExpiresAt). */
export interface SignedUrl {
  url: string;
  expiresAt: number;
}

export interface SignedUrlOptions {
  /** File name the browser saves the object as (Content-Disposition: attachment). */
  downloadName?: string;
}

/**
 * The Content-Disposition header of a download (RFC 6266): an ASCII `filename` fallback and a
 * UTF-8 `filename*` (RFC 5987) when the name is not plain ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { type: 'attachment' });
}

/**
 * A safe file name for a download from a title the parent wrote: no path separators, control or
 * reserved characters, at most 100 characters, never empty; `extension` without the dot.
 */
export function downloadFileName(title: string, extension: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const base = Array.from(cleaned).slice(0, 100).join('').trim() || 'Bedtime Hero story';
  return `${base}.${extension}`;
}

export interface Storage {
  readonly name: 'local' | 's3';
  /** Writes (or overwrites) an object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads an object; null when missing. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes an object; missing objects are not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (must end with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A URL the browser can GET until `expiresAt`; `ttlSeconds` defaults to SIGNED_URL_TTL_SECONDS.
   * Local URLs are relative (`/media/…`), so they work on any host the app is opened on.
   * With `downloadName` the object is served as an attachment under that file name.
   */
  signedUrl(key: string, ttlSeconds?: number, options?: SignedUrlOptions): Promise<SignedUrl>;
  /** True when the backend answers. */
  health(): Promise<boolean>;
}

/** Content types by key extension; keys are always made by the server with a known extension. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Keys are relative, slash-separated, made of safe characters only (no '..'). */
export function assertSafeKey(key: string): void {
  if (!/^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
