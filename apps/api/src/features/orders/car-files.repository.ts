import { eq, inArray } from 'drizzle-orm';
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
