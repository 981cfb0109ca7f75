/**
 * S3-compatible storage for the scaled mode (AWS S3, R2, MinIO, Supabase Storage); presigned GET
 * URLs. The AWS SDK is loaded on first use, so an install on local storage never holds it
 * in memory.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, attachmentDisposition, contentTypeForKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  defaultTtlSeconds: number;
}

/** The SDK and one client for `opts`, loaded once on first use. */
function lazyClient(opts: S3StorageOptions) {
  let loading:
    | Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3'); getSignedUrl: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl }>
    | undefined;
  return () =>
    (loading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([sdk, presigner]) => ({
      sdk,
      getSignedUrl: presigner.getSignedUrl,
      client: new sdk.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        forcePathStyle: opts.forcePathStyle,
        credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      }),
    })));
}

export function createS3Storage(opts: S3StorageOptions): Storage {
  const ready = lazyClient(opts);
  const Bucket = opts.bucket;
  return {
    name: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const {
        client,
        sdk: { PutObjectCommand },
      } = await ready();
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const {
        client,
        sdk: { GetObjectCommand },
      } = await ready();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await out.Body!.transformToByteArray());
        return { body, contentType: out.ContentType ?? contentTypeForKey(key) };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const {
        client,
        sdk: { DeleteObjectCommand },
      } = await ready();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('deletePrefix needs a folder prefix ending in /');
      const {
        client,
        sdk: { ListObjectsV2Command, DeleteObjectsCommand },
      } = await ready();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.NextContinuationToken;
      } while (token);
    },
    async signedUrl(key, ttlSeconds = opts.defaultTtlSeconds, options = {}) {
      assertSafeKey(key);
      const {
        client,
        getSignedUrl,
        sdk: { GetObjectCommand },
      } = await ready();
      const disposition = options.downloadName === undefined ? {} : { ResponseContentDisposition: attachmentDisposition(options.downloadName) };
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentTypeForKey(key), ...disposition }), {
        expiresIn: ttlSeconds,
      });
      return { url, expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds };
    },
    async health() {
      const {
        client,
        sdk: { HeadBucketCommand },
      } = await ready();
      await client.send(new HeadBucketCommand({ Bucket }));
      return true;
    },
  };
}
