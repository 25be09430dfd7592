import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
