/** Picks the storage backend from configuration (S3 when S3_BUCKET is set, else the local folder). */
import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage backends, in the order they are chosen. */
const STORAGE_BACKENDS = ['s3', 'local'] as const;
type StorageBackend = (typeof STORAGE_BACKENDS)[number];

/** Which backend this configuration uses: S3 when S3_BUCKET is set, else the local media folder. */
const storageBackend = (config: Pick<Config, 'S3_BUCKET'>): StorageBackend => (config.S3_BUCKET ? 's3' : 'local');

/**
 * The configured storage. `secret` signs the local backend's URLs (S3 presigns its own).
 * The switch ends in a `never` check, so a new backend cannot be forgotten here.
 */
export function createStorage(config: Config, secret: string): Storage {
  const backend = storageBackend(config);
  switch (backend) {
    case 's3':
      return createS3Storage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        defaultTtlSeconds: config.SIGNED_URL_TTL_SECONDS,
      });
    case 'local':
      return createLocalStorage({
        root: path.join(config.dataDir, 'media'),
        secret,
        defaultTtlSeconds: config.SIGNED_URL_TTL_SECONDS,
      });
    default: {
      const unhandled: never = backend;
      throw new Error(`Unknown storage backend '${String(unhandled)}' (valid: ${STORAGE_BACKENDS.join(', ')})`);
    }
  }
}
