/**
 * Media storage contract (issue 2 'Storage'): photos, voice samples, illustrations, narration
 * and videos live under server-made keys and are read by the browser through signed URLs that
 * expire. Implementations: local folder (embedded) and S3-compatible (scaled).
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A signed URL and its expiry in epoch seconds (SPEC §3 imageUrlExpiresAt / audioUrlExpiresAt). */
export interface SignedUrl {
  url: string;
  expiresAt: number;
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
  /** A URL the browser can GET until `expiresAt`; `ttlSeconds` defaults to SIGNED_URL_TTL_SECONDS. */
  signedUrl(key: string, ttlSeconds?: number): Promise<SignedUrl>;
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
