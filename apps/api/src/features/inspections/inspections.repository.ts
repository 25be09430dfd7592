import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspectionPhotos, inspections, type InspectionPhotoRow, type InspectionRow } from '../../db/schema/index.js';

/** The one place that queries the inspections and inspection_photos tables. */

export type NewInspection = typeof inspections.$inferInsert;
export type NewInspectionPhoto = Omit<typeof inspectionPhotos.$inferInsert, 'inspectionId'>;

/** An inspection with its photos. */
export const insertInspection = async (db: DbOrTx, values: NewInspection, photos: NewInspectionPhoto[]) => {
  const [row] = await db.insert(inspections).values(values).returning();
  const saved = photos.length
    ? await db
        .insert(inspectionPhotos)
        .values(photos.map((p) => ({ ...p, inspectionId: row.id })))
        .returning()
    : [];
  return { inspection: row, photos: saved };
};

/** The inspection of a car of a load at one end, if any. */
export const findInspection = async (db: DbOrTx, loadId: number, carId: number, kind: string): Promise<InspectionRow | null> =>
  (
    await db
      .select()
      .from(inspections)
      .where(and(eq(inspections.loadId, loadId), eq(inspections.carId, carId), eq(inspections.kind, kind)))
  )[0] ?? null;

export const deleteInspection = (db: DbOrTx, id: number) =>
  db
    .delete(inspections)
    .where(eq(inspections.id, id))
    .then(() => undefined);

export const findInspectionsOfLoads = (db: DbOrTx, loadIds: number[]): Promise<InspectionRow[]> =>
  loadIds.length === 0
    ? Promise.resolve([])
    : db.select().from(inspections).where(inArray(inspections.loadId, loadIds)).orderBy(inspections.id);

export const findInspectionsOfOrder = (db: DbOrTx, orderId: number): Promise<InspectionRow[]> =>
  db.select().from(inspections).where(eq(inspections.orderId, orderId)).orderBy(inspections.id);

export const findInspectionsOfCar = (db: DbOrTx, carId: number): Promise<InspectionRow[]> =>
  db.select().from(inspections).where(eq(inspections.carId, carId)).orderBy(inspections.id);

export const findInspectionPhotos = (db: DbOrTx, inspectionIds: number[]): Promise<InspectionPhotoRow[]> =>
  inspectionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(inspectionPhotos)
        .where(inArray(inspectionPhotos.inspectionId, inspectionIds))
        .orderBy(inspectionPhotos.id);

/** Records the thumbnail a job drew for the inspection photo `id` while it still holds `storageKey`: false when it does not. */
export const setThumbnailKey = async (db: DbOrTx, id: number, storageKey: string, thumbnailKey: string) =>
  (
    await db
      .update(inspectionPhotos)
      .set({ thumbnailKey })
      .where(and(eq(inspectionPhotos.id, id), eq(inspectionPhotos.storageKey, storageKey)))
      .returning({ id: inspectionPhotos.id })
  ).length > 0;

/** Which of these stored keys a inspection photo refers to (file or thumbnail): the orphan-file sweeper keeps those. */
const referencedPhotoKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: inspectionPhotos.storageKey, thumbnail: inspectionPhotos.thumbnailKey })
    .from(inspectionPhotos)
    .where(or(inArray(inspectionPhotos.storageKey, keys), inArray(inspectionPhotos.thumbnailKey, keys)));
  return rows.flatMap((r) => [r.file, r.thumbnail]).filter((k): k is string => k !== null);
};

/** Which of these stored keys an inspection refers to (a photo, its thumbnail, the signature). */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const signatures = await db
    .select({ file: inspections.signatureKey })
    .from(inspections)
    .where(inArray(inspections.signatureKey, keys));
  return [...signatures.map((r) => r.file), ...(await referencedPhotoKeys(db, keys))];
};
