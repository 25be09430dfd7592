import { eq, inArray } from 'drizzle-orm';
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
