import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.js';

export type S3Config = {
  /** an S3-compatible endpoint (MinIO, R2, s3rver…); unset: AWS */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** prepended to every key, e.g. "private/" */
  prefix?: string;
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * The same FileStorage on an S3-compatible bucket. Objects stay private (no ACL): they are read back by the
 * API and served through signed URLs of our own (signed-url.ts), so one signing scheme covers both storages.
 */
export const createS3Storage = (config: S3Config, publicBase: string): FileStorage => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO and most S3-compatible servers address buckets by path, not by host name
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const prefix = config.prefix ?? '';
  return {
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: prefix + key, Body: bytes }));
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: prefix + key })).catch(() => undefined);
    },
    get: async (key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: prefix + key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    url: (key) => `${publicBase}/api/files/${key}`,
    listOlderThan: async function* (before) {
      let token: string | undefined;
      do {
        const res = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const page = (res.Contents ?? [])
          .filter((o) => o.Key && o.LastModified && o.LastModified < before)
          .map((o) => o.Key!.slice(prefix.length));
        if (page.length) yield page;
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
    },
  };
};
