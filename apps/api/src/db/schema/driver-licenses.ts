import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A driver's license photo (one per driver), stored privately (signed URLs) with its thumbnail. */
export const driverLicenses = pgTable('driver_licenses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: varchar('storage_key', { length: 500 }).notNull(),
  thumbnailKey: varchar('thumbnail_key', { length: 500 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DriverLicenseRow = typeof driverLicenses.$inferSelect;
