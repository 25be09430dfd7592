import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../jobs/index.js';
import { jobThumbnailKeyOf, makeThumbnail } from './images.js';

/** The rows whose images get a thumbnail drawn by a job after the upload. */
export const THUMBNAIL_KINDS = ['car_file', 'release_file', 'load_file', 'inspection_photo'] as const;
export type ThumbnailKind = (typeof THUMBNAIL_KINDS)[number];

export const THUMBNAIL_JOB = 'file-thumbnail';

const ThumbnailPayload = z.object({ kind: z.enum(THUMBNAIL_KINDS), id: z.number().int(), key: z.string().min(1) });

/**
 * Records a drawn thumbnail on its row (`id`, still holding the file `key`): false when the row is gone or
 * holds another file, and the thumbnail is then removed.
 */
export type ThumbnailRecorder = (db: Db, id: number, key: string, thumbnailKey: string) => Promise<boolean>;

/**
 * Queues the thumbnails of stored images (WebP redrawn at upload) in the transaction that inserts their
 * rows: no row, no job. Other files (PDF, video…) get none.
 */
export const enqueueThumbnails = async (
  deps: Pick<AppDeps, 'jobs'>,
  tx: DbOrTx,
  kind: ThumbnailKind,
  rows: { id: number; storageKey: string; mimeType: string }[],
) => {
  for (const row of rows) {
    if (row.mimeType === 'image/webp') await deps.jobs.enqueue(tx, THUMBNAIL_JOB, { kind, id: row.id, key: row.storageKey });
  }
};

/**
 * Draws the 256×256 thumbnail of a stored order image off the request path (decision 041): reads the
 * redrawn image (at most 1024 px a side), stores `…-thumb.webp` beside it and records it on the row. Until
 * then the row has no thumbnail and the web shows the image itself.
 */
export const thumbnailJob = (
  deps: Pick<AppDeps, 'db' | 'privateFiles'>,
  recorders: Record<ThumbnailKind, ThumbnailRecorder>,
): JobDefinition<z.infer<typeof ThumbnailPayload>> => ({
  name: THUMBNAIL_JOB,
  payload: ThumbnailPayload,
  retryLimit: 5,
  handle: async ({ kind, id, key }) => {
    const stored = await deps.privateFiles.get(key);
    if (!stored) return; // removed with its row meanwhile
    const thumbnail = await makeThumbnail(stored);
    if (!thumbnail) return;
    const thumbnailKey = jobThumbnailKeyOf(key);
    await deps.privateFiles.put(thumbnailKey, thumbnail);
    if (!(await recorders[kind](deps.db, id, key, thumbnailKey))) await deps.privateFiles.remove(thumbnailKey);
  },
});
