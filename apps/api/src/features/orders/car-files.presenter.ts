import type { StoredFileDetail } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { CarFileRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';

/** The schema moved to the domain; the order page's presenters still read it from here. */
export { StoredFileSchema } from '@routier/domain';

/** A car file as the client sees it, with signed URLs (call only after the authorization check). */
export const presentCarFile = (deps: Pick<AppDeps, 'env' | 'clock'>, f: CarFileRow): StoredFileDetail => ({
  id: f.id,
  file_name: f.fileName,
  path_url: signedFileUrl(deps, f.storageKey),
  thumbnail_url: f.thumbnailKey ? signedFileUrl(deps, f.thumbnailKey) : null,
  mime_type: f.mimeType,
});
