import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  franchiseLocations,
  insuranceFiles,
  insuranceProposals,
  insuranceReminders,
  type FranchiseLocationRow,
  type InsuranceProposalRow,
} from '../../db/schema/index.js';

/** The one place that queries the franchise_locations, insurance_files, insurance_proposals and insurance_reminders tables. */

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

/** The latest proposal of a company (pending, or the last one reviewed), or null. */
export const findLatestProposal = async (db: DbOrTx, businessDetailsId: number): Promise<InsuranceProposalRow | null> =>
  (
    await db
      .select()
      .from(insuranceProposals)
      .where(and(eq(insuranceProposals.businessDetailsId, businessDetailsId), sql`${insuranceProposals.status} <> 'replaced'`))
      .orderBy(desc(insuranceProposals.proposedAt), desc(insuranceProposals.id))
      .limit(1)
  )[0] ?? null;

export const findProposal = async (db: DbOrTx, id: number): Promise<InsuranceProposalRow | null> =>
  (await db.select().from(insuranceProposals).where(eq(insuranceProposals.id, id)).limit(1))[0] ?? null;

/** Marks the company's pending proposal (if any) replaced by a newer one. */
export const replacePendingProposal = async (db: DbOrTx, businessDetailsId: number, now: Date) => {
  await db
    .update(insuranceProposals)
    .set({ status: 'replaced', reviewedAt: now })
    .where(and(eq(insuranceProposals.businessDetailsId, businessDetailsId), eq(insuranceProposals.status, 'pending')));
};

/** A new pending proposal; null when another one was recorded at the same moment (one pending per company). */
export const insertPendingProposal = async (
  db: DbOrTx,
  values: { businessDetailsId: number; expiryDate: string; proposedBy: number; proposedAt: Date },
): Promise<InsuranceProposalRow | null> =>
  (await db.insert(insuranceProposals).values(values).onConflictDoNothing().returning())[0] ?? null;

/** Decides a pending proposal; null when it is not pending any more (already decided, or replaced). */
export const decideProposal = async (
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'refused'; reviewedBy: number; reviewedAt: Date; refusalReason: string | null },
): Promise<InsuranceProposalRow | null> =>
  (
    await db
      .update(insuranceProposals)
      .set(decision)
      .where(and(eq(insuranceProposals.id, id), eq(insuranceProposals.status, 'pending')))
      .returning()
  )[0] ?? null;

/** Which of these stored keys a insurance certificate refers to: the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: insuranceFiles.storageKey })
    .from(insuranceFiles)
    .where(inArray(insuranceFiles.storageKey, keys));
  return rows.map((r) => r.file);
};
