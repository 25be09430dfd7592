import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessDetails } from './business-details.js';
import { users } from './users.js';

/** A transport company's insurance certificates (private files, served through signed URLs). */
export const insuranceFiles = pgTable(
  'insurance_files',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insurance_files_business_idx').on(t.businessDetailsId, t.createdAt)],
);
export type InsuranceFileRow = typeof insuranceFiles.$inferSelect;

/** The expiry reminders sent: one per company, expiry date and threshold (30 or 7 days), so each goes once. */
export const insuranceReminders = pgTable(
  'insurance_reminders',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    expiryDate: date('expiry_date').notNull(),
    thresholdDays: smallint('threshold_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insurance_reminders_once_idx').on(t.businessDetailsId, t.expiryDate, t.thresholdDays)],
);

/** Where an expiry proposal stands: waiting for an admin, confirmed, refused, or replaced by a newer one. */
export type InsuranceProposalStatus = 'pending' | 'approved' | 'refused' | 'replaced';

/**
 * The expiry dates a transport company proposes with its certificates (docs/decisions/038). An admin confirms
 * one (it becomes business_details.expiry_date, the date every rule reads) or refuses it with a reason; one
 * pending proposal per company at most, a new one replaces it.
 */
export const insuranceProposals = pgTable(
  'insurance_proposals',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    expiryDate: date('expiry_date').notNull(),
    status: varchar('status', { length: 10 }).$type<InsuranceProposalStatus>().notNull().default('pending'),
    proposedBy: integer('proposed_by').references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    uniqueIndex('insurance_proposals_one_pending_idx')
      .on(t.businessDetailsId)
      .where(sql`${t.status} = 'pending'`),
    index('insurance_proposals_business_idx').on(t.businessDetailsId, t.proposedAt),
    check('insurance_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'refused', 'replaced')`),
  ],
);
export type InsuranceProposalRow = typeof insuranceProposals.$inferSelect;
