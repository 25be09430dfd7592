import path from 'node:path';
import type { Env } from '../../config/env.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/**
 * Where order files live: a folder beside (not inside) the public uploads folder, so /uploads never
 * serves them. Their URLs are signed (signed-url.ts); `url()` of this storage is never shown to anyone.
 * S3-compatible storage is not wired yet (see the order-page report): with S3_* set this still uses the folder.
 */
export const createPrivateFiles = (env: Env): FileStorage => createLocalStorage(path.join(env.dataDir, 'private'), env.appUrl);
