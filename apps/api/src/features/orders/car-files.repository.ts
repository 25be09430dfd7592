import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { carFiles, type CarFileRow } from '../../db/schema/index.js';

/** The one place that queries the car_files table. */

export const findCarFiles = (db: DbOrTx, carIds: number[]): Promise<CarFileRow[]> =>
  carIds.length === 0
    ? Promise.resolve([])
    : db.select().from(carFiles).where(inArray(carFiles.carId, carIds)).orderBy(carFiles.id);

export const findCarFile = async (db: DbOrTx, id: number): Promise<CarFileRow | null> =>
  (await db.select().from(carFiles).where(eq(carFiles.id, id)))[0] ?? null;

export const insertCarFiles = (db: DbOrTx, rows: (typeof carFiles.$inferInsert)[]): Promise<CarFileRow[]> =>
  rows.length === 0 ? Promise.resolve([]) : db.insert(carFiles).values(rows).returning();

export const deleteCarFile = (db: DbOrTx, id: number) => db.delete(carFiles).where(eq(carFiles.id, id));

/** Records the thumbnail a job drew for the car file `id` while it still holds `storageKey`: false when it does not. */
export const setThumbnailKey = async (db: DbOrTx, id: number, storageKey: string, thumbnailKey: string) =>
  (
    await db
      .update(carFiles)
      .set({ thumbnailKey })
      .where(and(eq(carFiles.id, id), eq(carFiles.storageKey, storageKey)))
      .returning({ id: carFiles.id })
  ).length > 0;

/** Which of these stored keys a car file refers to (file or thumbnail): the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: carFiles.storageKey, thumbnail: carFiles.thumbnailKey })
    .from(carFiles)
    .where(or(inArray(carFiles.storageKey, keys), inArray(carFiles.thumbnailKey, keys)));
  return rows.flatMap((r) => [r.file, r.thumbnail]).filter((k): k is string => k !== null);
};
