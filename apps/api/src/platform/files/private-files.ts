import path from 'node:path';
import type { Env } from '../../config/env.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/**
 * Where order files live: an S3-compatible bucket when S3_BUCKET is set (under the "private/" prefix), else a
 * folder beside (not inside) the public uploads folder, so /uploads never serves them. Their URLs are signed
 * (signed-url.ts); `url()` of this storage is never shown to anyone.
 */
export const createPrivateFiles = (env: Env): FileStorage =>
  env.S3_BUCKET
    ? createS3Storage(
        {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          prefix: 'private/',
        },
        env.appUrl,
      )
    : createLocalStorage(path.join(env.dataDir, 'private'), env.appUrl);
