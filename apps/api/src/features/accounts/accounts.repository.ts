import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { franchiseLocations, insuranceFiles, insuranceReminders, type FranchiseLocationRow } from '../../db/schema/index.js';

/** The one place that queries the franchise_locations, insurance_files and insurance_reminders tables. */

export type NewFranchiseLocation = typeof franchiseLocations.$inferInsert;
export type NewInsuranceFile = typeof insuranceFiles.$inferInsert;

export const findFranchiseLocations = (db: DbOrTx, businessDetailsId: number): Promise<FranchiseLocationRow[]> =>
  db
    .select()
    .from(franchiseLocations)
    .where(and(eq(franchiseLocations.businessDetailsId, businessDetailsId), isNull(franchiseLocations.deletedAt)))
    .orderBy(asc(franchiseLocations.name), asc(franchiseLocations.id));

export const findFranchiseLocation = async (db: DbOrTx, id: number): Promise<FranchiseLocationRow | null> =>
  (
    await db
      .select()
      .from(franchiseLocations)
      .where(and(eq(franchiseLocations.id, id), isNull(franchiseLocations.deletedAt)))
      .limit(1)
  )[0] ?? null;

export const insertFranchiseLocations = (db: DbOrTx, values: NewFranchiseLocation[]) =>
  values.length ? db.insert(franchiseLocations).values(values).returning() : Promise.resolve([]);

export const updateFranchiseLocation = async (db: DbOrTx, id: number, patch: Partial<NewFranchiseLocation>) =>
  (await db.update(franchiseLocations).set(patch).where(eq(franchiseLocations.id, id)).returning())[0];

export const findInsuranceFiles = (db: DbOrTx, businessDetailsId: number) =>
  db
    .select()
    .from(insuranceFiles)
    .where(eq(insuranceFiles.businessDetailsId, businessDetailsId))
    .orderBy(desc(insuranceFiles.createdAt), desc(insuranceFiles.id));

export const findInsuranceFile = async (db: DbOrTx, id: number) =>
  (await db.select().from(insuranceFiles).where(eq(insuranceFiles.id, id)).limit(1))[0] ?? null;

export const insertInsuranceFiles = (db: DbOrTx, values: NewInsuranceFile[]) =>
  values.length ? db.insert(insuranceFiles).values(values).returning() : Promise.resolve([]);

export const deleteInsuranceFile = async (db: DbOrTx, id: number) => {
  await db.delete(insuranceFiles).where(eq(insuranceFiles.id, id));
};

/** Records a reminder; false when this one (company, expiry date, threshold) was already sent. */
export const recordReminderOnce = async (
  db: DbOrTx,
  businessDetailsId: number,
  expiryDate: string,
  thresholdDays: number,
  now: Date,
) =>
  (
    await db
      .insert(insuranceReminders)
      .values({ businessDetailsId, expiryDate, thresholdDays, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: insuranceReminders.id })
  ).length > 0;

/** Which of these stored keys a insurance certificate refers to: the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: insuranceFiles.storageKey })
    .from(insuranceFiles)
    .where(inArray(insuranceFiles.storageKey, keys));
  return rows.map((r) => r.file);
};
