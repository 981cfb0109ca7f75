/**
 * Stable, immutable URLs for the pictures and narration of public stories (public content is
 * cacheable), instead of per-request signed URLs, so browsers and CDNs keep them
 * for a year (`Cache-Control: public, max-age=31536000, immutable`).
 *
 *   /media/public/<token>/<key>           the stored file
 *   /media/public/<token>/w<width>/<key>  a smaller WebP of a picture (srcset), made once with sharp
 *
 * `key` is a story file (cover, page picture, page narration: never the reference photo or an
 * export); `token` = HMAC-SHA256(server secret, key, width, SHA-256 of the file's bytes), 22
 * base64url characters (132 bits). So the URL changes exactly when the file changes (content-hashed), and
 * nobody can make a valid URL without the server: private files' URLs are not guessable. A URL
 * answers only while its story is public and finished, and only for the bytes it was made for:
 * an unpublished or deleted story's URLs answer 404 at once (the CDN may hold what it has).
 *
 * Digests and the set of public story ids are kept in memory and dropped on every public-library
 * change (PublicChanges); smaller pictures are stored beside the story's files
 * (stories/<id>/variants/…), so deleting the story deletes them.
 */
import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { contentTypeForKey, type Storage } from '../storage/storage.ts';
import type { PublicChanges } from './public-changes.ts';

/** Widths (px) of the smaller pictures a srcset offers; only smaller than the original are listed. */
export const PICTURE_WIDTHS = [320, 480, 640, 768] as const;
/** Cache-Control of every public media answer. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Largest stored file the public route reads (bytes): bounds the work of one request. */
const MAX_FILE_BYTES = 30 * 1024 * 1024;

const KEY_PATTERN =
  /^stories\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(?:cover\.webp|pages\/\d{1,4}\.webp|audio\/\d{1,4}\.(?:mp3|ogg|webm|wav|m4a))$/;
const PATH_PATTERN = /^([A-Za-z0-9_-]{22})\/(?:w(\d{3,4})\/)?(stories\/.+)$/;

/** A URL of a public file and the epoch second a client may treat as its expiry (the chunks' *UrlExpiresAt). */
export interface PublicUrl {
  url: string;
  expiresAt: number;
  /** Pictures: `url width` pairs for srcset, smallest first, the original last; null for audio. */
  srcset: string | null;
}

export interface PublicFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface PublicMedia {
  /** The immutable URL of a public story's file; null when the file is missing or not a story file. */
  url(key: string): Promise<PublicUrl | null>;
  /** Answers a path below /media/public/; null means 404 (unknown, not public, changed or tampered). */
  resolve(path: string): Promise<PublicFile | null>;
  /** True while the story is public and finished (cached until the library changes). */
  isPublic(storyId: string): Promise<boolean>;
}

export interface PublicMediaDeps {
  db: Db;
  storage: Storage;
  secret: string;
  changes: PublicChanges;
}

/**
 * The expiry told to clients: immutable URLs do not expire, but clients refetch a story
 * whose URLs are about to. The end of next year: the same on every node, so cached answers agree.
 */
export function publicUrlExpiry(now = Date.now()): number {
  const year = new Date(now).getUTCFullYear();
  return Math.floor(Date.UTC(year + 2, 0, 1) / 1000);
}

export function createPublicMedia(deps: PublicMediaDeps): PublicMedia {
  const { db, storage, secret, changes } = deps;
  const digests = new Map<string, Promise<{ digest: string; width: number | null } | null>>();
  let publicIds: Promise<Set<string>> | null = null;
  changes.subscribe(() => {
    digests.clear();
    publicIds = null;
  });
  const variantWork = pLimit(2);
  const variantsInFlight = new Map<string, Promise<Buffer | null>>();

  const token = (key: string, width: number, digest: string) =>
    createHmac('sha256', secret).update(`public-media\n${key}\n${width}\n${digest}`).digest('base64url').slice(0, 22);

  const loadPublicIds = async () =>
    new Set((await db.query<{ id: string }>(`SELECT id::text AS id FROM stories WHERE is_public AND status = 'COMPLETE'`)).map((r) => r.id));

  const isPublic = async (storyId: string): Promise<boolean> => {
    if (!changes.live) return (await loadPublicIds()).has(storyId);
    const version = changes.version;
    const pending = (publicIds ??= loadPublicIds());
    try {
      return (await pending).has(storyId);
    } catch (error) {
      if (publicIds === pending) publicIds = null;
      throw error;
    } finally {
      if (changes.version !== version && publicIds === pending) publicIds = null;
    }
  };

  // WebCrypto hashes off the event loop (a narration file is a megabyte).
  const sha256 = async (body: Buffer) => Buffer.from(await webcrypto.subtle.digest('SHA-256', body)).toString('hex');

  const describe = async (key: string) => {
    const object = await storage.get(key);
    if (!object || object.body.length > MAX_FILE_BYTES) return null;
    const width = key.endsWith('.webp')
      ? ((
          await sharp(object.body)
            .metadata()
            .catch(() => null)
        )?.width ?? null)
      : null;
    return { digest: await sha256(object.body), width };
  };

  const digestOf = (key: string) => {
    let pending = digests.get(key);
    if (!pending) {
      const version = changes.version;
      pending = describe(key).catch(() => null);
      if (changes.live) {
        digests.set(key, pending);
        // A change while hashing: this answer may describe the old file, forget it.
        void pending.then(() => changes.version !== version && digests.get(key) === pending && digests.delete(key));
      }
    }
    return pending;
  };

  const urlOf = (key: string, width: number, digest: string) => `/media/public/${token(key, width, digest)}/${width ? `w${width}/` : ''}${key}`;

  const makeVariant = (storyId: string, digest: string, width: number, original: Buffer): Promise<Buffer | null> => {
    const variantKey = `stories/${storyId}/variants/${digest.slice(0, 24)}-w${width}.webp`;
    let pending = variantsInFlight.get(variantKey);
    if (!pending) {
      pending = variantWork(async () => {
        const stored = await storage.get(variantKey);
        if (stored) return stored.body;
        // sharp works in libvips threads: the event loop stays free.
        const body = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
        await storage.put(variantKey, body, 'image/webp');
        return body;
      }).catch(() => null);
      variantsInFlight.set(variantKey, pending);
      void pending.finally(() => variantsInFlight.delete(variantKey));
    }
    return pending;
  };

  return {
    isPublic,
    async url(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const described = await digestOf(key);
      if (!described) return null;
      const expiresAt = publicUrlExpiry();
      const url = urlOf(key, 0, described.digest);
      if (described.width === null) return { url, expiresAt, srcset: null };
      const smaller = PICTURE_WIDTHS.filter((w) => w < described.width! * 0.9);
      const srcset = [...smaller.map((w) => `${urlOf(key, w, described.digest)} ${w}w`), `${url} ${described.width}w`].join(', ');
      return { url, expiresAt, srcset };
    },
    async resolve(path) {
      const match = PATH_PATTERN.exec(path);
      if (!match) return null;
      const [, given, widthText, key] = match as unknown as [string, string, string | undefined, string];
      const keyMatch = KEY_PATTERN.exec(key);
      if (!keyMatch) return null;
      const width = widthText ? Number(widthText) : 0;
      if (width && (!(PICTURE_WIDTHS as readonly number[]).includes(width) || !key.endsWith('.webp'))) return null;
      const storyId = keyMatch[1]!;
      if (!(await isPublic(storyId))) return null;
      const object = await storage.get(key);
      if (!object || object.body.length > MAX_FILE_BYTES) return null;
      const digest = await sha256(object.body);
      const expected = Buffer.from(token(key, width, digest));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      const etag = `"${given}"`;
      if (!width) return { body: object.body, contentType: object.contentType || contentTypeForKey(key), etag };
      const body = await makeVariant(storyId, digest, width, object.body);
      return body ? { body, contentType: 'image/webp', etag } : null;
    },
  };
}
