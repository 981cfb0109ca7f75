/** Picks the storage backend from configuration (S3 when S3_BUCKET is set, else the local folder). */
import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config, secret: string): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      defaultTtlSeconds: config.SIGNED_URL_TTL_SECONDS,
    });
  }
  return createLocalStorage({
    root: path.join(config.dataDir, 'media'),
    secret,
    defaultTtlSeconds: config.SIGNED_URL_TTL_SECONDS,
  });
}
