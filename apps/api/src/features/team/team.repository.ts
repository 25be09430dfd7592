import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { driverLicenses, type DriverLicenseRow } from '../../db/schema/index.js';

/** The one place that queries the driver_licenses table. */

export const findLicenses = async (db: DbOrTx, userIds: number[]): Promise<DriverLicenseRow[]> =>
  userIds.length === 0 ? [] : db.select().from(driverLicenses).where(inArray(driverLicenses.userId, userIds));

/** Records a driver's new license photo; returns the one it replaces, if any. */
export const replaceLicense = async (
  db: DbOrTx,
  row: typeof driverLicenses.$inferInsert,
): Promise<{ saved: DriverLicenseRow; previous: DriverLicenseRow | null }> => {
  const previous = (await db.select().from(driverLicenses).where(eq(driverLicenses.userId, row.userId)).limit(1))[0] ?? null;
  const [saved] = await db
    .insert(driverLicenses)
    .values(row)
    .onConflictDoUpdate({
      target: driverLicenses.userId,
      set: { storageKey: row.storageKey, thumbnailKey: row.thumbnailKey, updatedAt: row.updatedAt },
    })
    .returning();
  return { saved, previous };
};

/** Which of these stored keys a driver licence refers to (photo or thumbnail): the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: driverLicenses.storageKey, thumbnail: driverLicenses.thumbnailKey })
    .from(driverLicenses)
    .where(or(inArray(driverLicenses.storageKey, keys), inArray(driverLicenses.thumbnailKey, keys)));
  return rows.flatMap((r) => [r.file, r.thumbnail]);
};
