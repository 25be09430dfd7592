import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loadDeliveries, loadFiles, type LoadDeliveryRow, type LoadFileRow } from '../../db/schema/index.js';

/** The one place that queries the load_deliveries and load_files tables. */

export type NewLoadDelivery = typeof loadDeliveries.$inferInsert;
export type NewLoadFile = typeof loadFiles.$inferInsert;

export const insertLoadDelivery = async (db: DbOrTx, values: NewLoadDelivery): Promise<LoadDeliveryRow> =>
  (await db.insert(loadDeliveries).values(values).returning())[0];

export const findLoadDeliveries = (db: DbOrTx, loadIds: number[]): Promise<LoadDeliveryRow[]> =>
  loadIds.length === 0 ? Promise.resolve([]) : db.select().from(loadDeliveries).where(inArray(loadDeliveries.loadId, loadIds));

export const insertLoadFiles = (db: DbOrTx, values: NewLoadFile[]): Promise<LoadFileRow[]> =>
  values.length === 0 ? Promise.resolve([]) : db.insert(loadFiles).values(values).returning();

export const findLoadFiles = (db: DbOrTx, loadId: number): Promise<LoadFileRow[]> =>
  db.select().from(loadFiles).where(eq(loadFiles.loadId, loadId)).orderBy(loadFiles.id);

export const findLoadFilesByIds = (db: DbOrTx, ids: number[]): Promise<LoadFileRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(loadFiles).where(inArray(loadFiles.id, ids));
/** Records the thumbnail a job drew for the delivery paper `id` while it still holds `storageKey`: false when it does not. */
export const setThumbnailKey = async (db: DbOrTx, id: number, storageKey: string, thumbnailKey: string) =>
  (
    await db
      .update(loadFiles)
      .set({ thumbnailKey })
      .where(and(eq(loadFiles.id, id), eq(loadFiles.storageKey, storageKey)))
      .returning({ id: loadFiles.id })
  ).length > 0;

/** Which of these stored keys a delivery paper refers to (file or thumbnail): the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: loadFiles.storageKey, thumbnail: loadFiles.thumbnailKey })
    .from(loadFiles)
    .where(or(inArray(loadFiles.storageKey, keys), inArray(loadFiles.thumbnailKey, keys)));
  return rows.flatMap((r) => [r.file, r.thumbnail]).filter((k): k is string => k !== null);
};
